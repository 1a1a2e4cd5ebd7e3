// What the battle's events sound like (src/sound): the combat die is its own event.
import type { EventSound } from '../../game-module';

export const EVENT_SOUNDS: Record<string, EventSound> = {
  die: 'die',
  combat: 'combat',
  move: 'march',
  enter: 'march',
  retreat: 'march',
  advance: 'march',
};
