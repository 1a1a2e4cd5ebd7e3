// What the campaign's events sound like (src/sound); its rolls are heard as dice anyway.
import type { EventSound } from '../../game-module';

export const EVENT_SOUNDS: Record<string, EventSound> = {
  combat: 'combat',
  moved: 'march',
};
