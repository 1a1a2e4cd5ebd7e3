// What the war's events sound like (src/sound): each wave of a battle rolls its dice and fights.
import type { EventSound } from '../../game-module';

export const EVENT_SOUNDS: Record<string, EventSound> = {
  wave: 'combat',
  moved: 'march',
  retreated: 'march',
};
