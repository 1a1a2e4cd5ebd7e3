// The game modules this client knows. A new game adds one line here and its own folder.

import type { GameModule } from '../game-module';
import { napoleonAtWaterloo } from './napoleon-at-waterloo/module';

const modules: Record<string, GameModule> = {
  [napoleonAtWaterloo.id]: napoleonAtWaterloo,
};

export function gameModule(gameId: string): GameModule | undefined {
  return modules[gameId];
}
