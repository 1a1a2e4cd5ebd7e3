// The page screenshot.mjs opens: the real MapView with the game's module over a board and a
// view handed in by the script (window.renderSfc). Served by Vite from web/, not built.

import '../../src/styles.css';
import { gameModule } from '../../src/games/registry';
import { MapView } from '../../src/map/map-view';
import type { Board, View } from '../../src/protocol-types';

declare global {
  interface Window {
    renderSfc(board: Board, view: View, focus: { x: number; y: number; factor: number } | null): void;
  }
}

window.renderSfc = (board, view, focus) => {
  const module = gameModule('struggle-for-the-continent')!;
  const map = new MapView(board, module, { click: () => {}, hover: () => {} });
  const host = document.getElementById('map')!;
  host.replaceChildren(map.root);
  map.root.style.height = '100%';
  map.setUnits(module.unitsOnMap(view), view, null);
  map.fit();
  if (focus) {
    map.zoomBy(focus.factor);
    map.centerOn({ x: focus.x, y: focus.y });
  }
};
