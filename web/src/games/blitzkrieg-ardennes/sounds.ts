// What the events sound like (src/sound); dice are heard for any event with a `roll`.
import type { EventSound } from '../../game-module';

export const EVENT_SOUNDS: Record<string, EventSound> = {
  battle: 'combat',
  moved: 'march',
  retreated: 'march',
  advanced: 'march',
};
