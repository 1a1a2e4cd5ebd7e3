// What the events sound like (src/sound).
import type { EventSound } from '../../game-module';

export const EVENT_SOUNDS: Record<string, EventSound> = {
  attack: 'combat',
  moved: 'march',
};
