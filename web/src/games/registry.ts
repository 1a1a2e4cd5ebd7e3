// The game modules this client knows. A new game adds one line here and its own folder.

import type { GameModule } from '../game-module';
import { blitzkriegArdennes } from './blitzkrieg-ardennes/module';
import { decisiveBattles } from './decisive-battles/module';
import { laGrandeArmee } from './la-grande-armee/module';
import { napoleonAtWaterloo } from './napoleon-at-waterloo/module';
import { struggleForTheContinent } from './struggle-for-the-continent/module';

const modules: Record<string, GameModule> = {
  [napoleonAtWaterloo.id]: napoleonAtWaterloo,
  [laGrandeArmee.id]: laGrandeArmee,
  [struggleForTheContinent.id]: struggleForTheContinent,
  [blitzkriegArdennes.id]: blitzkriegArdennes,
  [decisiveBattles.id]: decisiveBattles,
};

export function gameModule(gameId: string): GameModule | undefined {
  return modules[gameId];
}
