// The map: the board's SVG drawing, its counters and overlays, the camera (zoom, pan,
// mini-map) and the translation of pointer input into hex and unit clicks. Hex boards and
// area boards alike: a BoardGeometry answers where a place is; on an area board every `hex`
// (of clicks, hovers, highlights and units) is an area id.

import {
  COUNTER_SIZE,
  HEX_SIZE,
  type GameModule,
  type HighlightKind,
  type MapClick,
  type MapOverlays,
  type UnitMarkKind,
  type UnitOnMap,
} from '../game-module';
import { isAreaBoard, type Board, type View } from '../protocol-types';
import { button, el, svg } from '../util/dom';
import type { Point } from './hex';
import { drawAreaIds, drawAreas } from './area-layers';
import { drawHexNumbers, drawHexsides, drawMarks, drawPlaces, drawTerrain } from './board-layers';
import { boardGeometry, type BoardGeometry } from './geometry';
import { Minimap } from './minimap';
import { minimapShown, setMinimapShown } from './minimap-preference';
import { OverlayLayer } from './overlay-layer';
import { attachPointerInput } from './pointer-input';
import { placeLabel, stackDetails } from './stack-details';
import { TapConfirm, touchScreen } from './tap-confirm';
import { terrainDefs } from './terrain-style';
import { litDefs } from './lit-look';
import { UnitCard } from './unit-card';
import { UnitsLayer } from './units-layer';
import { clampCamera, fitCamera, panBy, visibleRect, zoomAt, type Camera, type Rect, type Size } from './viewport';
import { HappenedLayer, type HappenedPicture } from './happened-layer';

export interface MapListener {
  click(click: MapClick): void;
  /** The hex under the mouse (null when it left the map). */
  hover(hex: string | null): void;
  /** The player moved or zoomed the view (to keep it across a reload). */
  cameraChanged?(camera: Camera): void;
}

const STEP_ZOOM = 1.25;
/** Numbers the maps of a page (one at a time, but ids must never collide). */
let mapCount = 0;
/** On a touch screen counters are drawn at least this many pixels wide, however far out the
 * map is zoomed, so that a finger can pick them. */
const MIN_TOUCH_COUNTER_PX = 30;

export class MapView implements MapOverlays {
  readonly root: HTMLElement;
  private readonly svgRoot: SVGSVGElement;
  private readonly units: UnitsLayer;
  private readonly overlays: OverlayLayer;
  private readonly minimap: Minimap;
  private readonly card = new UnitCard();
  private readonly numbers: SVGGElement;
  private readonly bounds: Rect;
  private readonly size = HEX_SIZE;
  private readonly geometry: BoardGeometry;
  private camera: Camera | null = null;
  private view: View = {};
  private unitList: UnitOnMap[] = [];
  private selected: string | null = null;
  private readonly marks = new Map<UnitMarkKind, Set<string>>();
  private hoverHex: string | null = null;
  private redrawPending = false;
  private readonly happened: HappenedLayer;
  /** A game's own drawing over the counters (MapOverlays.showGameLayer). */
  private readonly gameLayer = svg('g', { class: 'game-layer', 'pointer-events': 'none' });
  private readonly cameraListeners = new Set<() => void>();
  /** The game's layer for the state under the counters (control, say), if it has one. */
  private stateLayer: SVGGElement | null = null;
  private readonly taps = new TapConfirm();
  private readonly tapHint = el('div', { class: 'tap-hint', role: 'status', 'data-testid': 'tap-confirm', hidden: true }, 'Tap again to move here');

  constructor(
    private readonly board: Board,
    private readonly module: GameModule,
    private readonly listener: MapListener,
  ) {
    const boardDrawingId = `board-drawing-${++mapCount}`;
    // Place names go over the counters, so that no counter hides one; a game puts the names of
    // its own drawing in a `place-names` group, which is lifted here.
    const namesLayer = svg('g', { class: 'names-layer', 'pointer-events': 'none' });
    this.geometry = boardGeometry(board, this.size);
    this.bounds = this.geometry.bounds;
    this.units = new UnitsLayer(module, this.geometry, this.geometry.kind === 'areas' ? 'fan' : 'stack');
    this.overlays = new OverlayLayer(this.size, this.geometry);
    this.happened = new HappenedLayer(this.geometry);
    this.numbers = isAreaBoard(board) ? drawAreaIds(board) : drawHexNumbers(board, this.size);
    this.numbers.setAttribute('visibility', 'hidden');
    // A hex board's printed map (terrain, hexsides, marks), or an area board's plain areas;
    // the game's own drawing goes over either.
    const printed = isAreaBoard(board)
      ? [drawAreas(board)]
      : [drawTerrain(board, this.size), drawHexsides(board, this.size), drawMarks(board, this.size, (m) => module.markStyle(m))];

    this.svgRoot = svg(
      'svg',
      {
        // A map the game draws in its own colours lights places so that the colours show through.
        class: module.drawBoard ? 'map game-drawn' : 'map',
        'data-testid': 'map',
        role: 'application',
        'aria-label': 'Map. Drag to pan, wheel or pinch to zoom, click a counter to select it.',
        'aria-roledescription': 'game map',
      },
      terrainDefs(),
      litDefs(),
      svg('g', { id: boardDrawingId, class: 'board-drawing' }, ...printed, module.drawBoard?.(board, this.size) ?? ''),
      svg('g', { class: 'place-layer', 'pointer-events': 'none' }),
      this.overlays.fills,
      this.units.element,
      this.gameLayer,
      namesLayer,
      this.numbers,
      this.overlays.outlines,
      this.happened.element,
    );

    namesLayer.append(...(isAreaBoard(board) ? [] : [drawPlaces(board, this.size)]), ...this.svgRoot.querySelectorAll('.board-drawing .place-names'));
    this.minimap = new Minimap(boardDrawingId, this.geometry, this.size, (s) => module.sideColor(s), (p) => this.centerOn(p));
    const zoomBar = el(
      'div',
      { class: 'map-zoom', role: 'group', 'aria-label': 'Map view' },
      button('+', () => this.zoomBy(STEP_ZOOM), { 'aria-label': 'Zoom in (+)', 'data-testid': 'zoom-in', title: 'Zoom in (+)' }),
      button('−', () => this.zoomBy(1 / STEP_ZOOM), { 'aria-label': 'Zoom out (−)', 'data-testid': 'zoom-out', title: 'Zoom out (−)' }),
      button('⤢', () => this.fit(), { 'aria-label': 'Show the whole map', 'data-testid': 'zoom-fit', title: 'Whole map' }),
    );
    this.root = el('div', { class: 'map-area' }, this.svgRoot, zoomBar, minimapBox(this.minimap.element), this.card.element, this.tapHint);

    attachPointerInput(this.svgRoot, {
      click: (target, client, shift, touch) => this.handleClick(target, client, shift, touch),
      hover: (target, client) => this.handleHover(target, client),
      pan: (dx, dy) => this.setCamera(panBy(this.cam(), dx, dy)),
      zoom: (factor, client) => this.setCamera(zoomAt(this.cam(), this.screen(), factor, this.toLocal(client))),
    });
    this.svgRoot.addEventListener('keydown', (ev) => this.handleCounterKey(ev));
    // The card follows keyboard focus only; a tap also focuses, and the panel shows the details.
    this.svgRoot.addEventListener('focusin', (ev) => {
      const target = ev.target as Element;
      if (target.matches(':focus-visible')) this.showCardFor(target, null);
    });
    this.svgRoot.addEventListener('focusout', () => this.card.hide());
    new ResizeObserver(() => this.applyCamera()).observe(this.root);
  }

  setUnits(units: UnitOnMap[], view: View, selected: string | null): void {
    this.unitList = units;
    this.view = view;
    this.selected = selected;
    this.units.index(units); // stackAt and hexOf answer for these units before the redraw
    this.redrawStateLayer();
    this.redrawUnits();
    this.minimap.setUnits(units);
    if (!this.camera && this.root.isConnected) this.initialCamera();
  }

  setSelected(unitId: string | null): void {
    this.selected = unitId;
    this.redrawUnits();
  }

  stackAt(hex: string): string[] {
    return this.units.stackAt(hex);
  }

  hexOf(unitId: string): string | undefined {
    return this.units.hexOf(unitId);
  }

  highlight(kind: HighlightKind, hexes: Iterable<string>): void {
    this.overlays.highlight(kind, hexes);
  }

  clearHighlight(kind: HighlightKind): void {
    this.overlays.clear(kind);
    if (kind === 'reachable') this.endTapPreview();
  }

  isHighlighted(kind: HighlightKind, hex: string): boolean {
    return this.overlays.has(kind, hex);
  }

  markUnits(kind: UnitMarkKind, unitIds: Iterable<string>): void {
    this.marks.set(kind, new Set(unitIds));
    this.redrawUnits();
  }

  reveal(hexes: readonly string[]): void {
    if (hexes.length === 0 || !this.camera) return;
    const r = visibleRect(this.camera, this.screen());
    const points = hexes.map((h) => this.geometry.center(h));
    const margin = this.size;
    const inside = points.every((p) => p.x > r.x + margin && p.x < r.x + r.width - margin && p.y > r.y + margin && p.y < r.y + r.height - margin);
    if (!inside) this.centerOn({ x: avg(points.map((p) => p.x)), y: avg(points.map((p) => p.y)) });
  }

  /** A game's own drawing over the counters, in board units; null clears it. */
  showGameLayer(content: SVGElement | null): void {
    this.gameLayer.replaceChildren(...(content ? [content] : []));
  }

  /** Draws what just happened (a combat's places, a replayed turn's arrows); null clears. */
  showHappened(picture: HappenedPicture | null): void {
    if (picture) this.happened.show(picture);
    else this.happened.clear();
  }

  /** Where a place's centre is on screen, in pixels from the map area's top left corner
   * (outside the map area when it is scrolled out of view); null before the map is laid out. */
  screenPointOf(hex: string): Point | null {
    const ctm = this.svgRoot.getScreenCTM();
    if (!ctm) return null;
    const p = new DOMPoint(this.geometry.center(hex).x, this.geometry.center(hex).y).matrixTransform(ctm);
    const box = this.root.getBoundingClientRect();
    return { x: p.x - box.left, y: p.y - box.top };
  }

  /** Calls back after every zoom and pan; returns the way to stop. */
  onCameraChange(listener: () => void): () => void {
    this.cameraListeners.add(listener);
    return () => this.cameraListeners.delete(listener);
  }

  /** Where a place's centre is, as screenPointOf, but null when it is off the map area. */
  placeOf(hex: string): Point | null {
    const at = this.screenPointOf(hex);
    if (!at) return null;
    const box = this.root.getBoundingClientRect();
    return at.x < 0 || at.y < 0 || at.x > box.width || at.y > box.height ? null : at;
  }

  showPath(hexes: readonly string[], label: string): void {
    this.overlays.showPath(hexes, label);
  }

  hidePath(): void {
    this.overlays.hidePath();
  }

  /** Shows or hides the hex numbers (area ids); returns whether they are shown now. */
  toggleHexNumbers(): boolean {
    const shown = this.numbers.getAttribute('visibility') !== 'visible';
    this.numbers.setAttribute('visibility', shown ? 'visible' : 'hidden');
    this.svgRoot.classList.toggle('numbers-shown', shown);
    return shown;
  }

  zoomBy(factor: number): void {
    const s = this.screen();
    this.setCamera(zoomAt(this.cam(), s, factor, { x: s.width / 2, y: s.height / 2 }));
  }

  panBy(dx: number, dy: number): void {
    this.setCamera(panBy(this.cam(), dx, dy));
  }

  fit(): void {
    this.setCamera(fitCamera(this.bounds, this.screen()));
  }

  centerOn(p: Point): void {
    this.setCamera({ center: p, zoom: this.cam().zoom });
  }

  /** Shows the board as a camera kept from before (a reload), instead of the starting view. */
  restoreCamera(cam: Camera): void {
    this.camera = clampCamera(cam, this.bounds);
    this.applyCamera();
  }

  centerOnHex(hex: string): void {
    this.centerOn(this.geometry.center(hex));
  }

  private redrawStateLayer(): void {
    const layer = this.module.drawStateLayer?.(this.board, this.view, this.size);
    if (!layer) return;
    if (this.stateLayer) this.stateLayer.replaceWith(layer);
    else {
      // The game's drawing may keep a slot for it, under its own lines and names.
      const slot = this.svgRoot.querySelector('.state-slot');
      if (slot) slot.appendChild(layer);
      else this.svgRoot.querySelector('.place-layer')?.before(layer);
    }
    this.stateLayer = layer;
  }

  /** Several changes in one task (new state, marks, selection) make one redraw. */
  private redrawUnits(): void {
    if (this.redrawPending) return;
    this.redrawPending = true;
    queueMicrotask(() => {
      this.redrawPending = false;
      this.drawUnitsNow();
    });
  }

  private drawUnitsNow(): void {
    // Redrawing replaces the counters; keep keyboard focus on the same unit.
    const focused = document.activeElement?.closest?.('[data-unit]')?.getAttribute('data-unit');
    this.units.render(this.unitList, this.view, this.selected, this.marks);
    if (focused) this.svgRoot.querySelector<SVGGElement>(`[data-unit="${CSS.escape(focused)}"]`)?.focus();
  }

  /** Starts near the armies at a zoom where counters are legible. */
  private initialCamera(): void {
    const points = this.unitList.map((u) => this.geometry.center(u.hex));
    const center = points.length
      ? { x: avg(points.map((p) => p.x)), y: avg(points.map((p) => p.y)) }
      : { x: this.bounds.x + this.bounds.width / 2, y: this.bounds.y + this.bounds.height / 2 };
    this.camera = { center, zoom: 1 };
    this.applyCamera();
  }

  private cam(): Camera {
    if (!this.camera) this.initialCamera();
    return this.camera!;
  }

  private setCamera(cam: Camera): void {
    this.camera = clampCamera(cam, this.bounds);
    this.applyCamera();
    this.listener.cameraChanged?.(this.camera);
  }

  private applyCamera(): void {
    if (!this.camera) {
      if (this.root.isConnected && this.root.clientWidth > 0) this.initialCamera();
      return;
    }
    const r = visibleRect(this.camera, this.screen());
    this.svgRoot.setAttribute('viewBox', `${r.x} ${r.y} ${r.width} ${r.height}`);
    const minimum = touchScreen() ? MIN_TOUCH_COUNTER_PX : 0;
    this.svgRoot.style.setProperty('--counter-scale', String(Math.max(1, minimum / (COUNTER_SIZE * this.camera.zoom))));
    this.minimap.showViewport(r);
    this.cameraListeners.forEach((listener) => listener());
  }

  private screen(): Size {
    return { width: this.svgRoot.clientWidth || 800, height: this.svgRoot.clientHeight || 600 };
  }

  private toLocal(client: Point): Point {
    const box = this.svgRoot.getBoundingClientRect();
    return { x: client.x - box.left, y: client.y - box.top };
  }

  private toBoard(client: Point): Point | null {
    const ctm = this.svgRoot.getScreenCTM();
    if (!ctm) return null;
    const p = new DOMPoint(client.x, client.y).matrixTransform(ctm.inverse());
    return { x: p.x, y: p.y };
  }

  private hexAt(client: Point): string | null {
    const p = this.toBoard(client);
    if (!p) return null;
    return this.geometry.at(p);
  }

  private handleClick(target: Element, client: Point, shift: boolean, touch: boolean): void {
    const counter = target.closest('[data-unit]');
    const hex = counter?.getAttribute('data-hex') ?? this.hexAt(client);
    if (!hex) return;
    if (touch && this.taps.tap(hex, this.overlays.has('reachable', hex))) {
      // What a mouse would show on hover: the path and its cost, the game's preview.
      this.hoverHex = hex;
      this.overlays.setHover(hex);
      this.listener.hover(hex);
      this.tapHint.hidden = false;
      return;
    }
    this.endTapPreview();
    // A tap that does not preview ends the last one's path and outline, as the mouse leaving would.
    if (touch && this.hoverHex !== null) {
      this.hoverHex = null;
      this.overlays.setHover(null);
      this.listener.hover(null);
    }
    this.listener.click({ hex, unit: counter?.getAttribute('data-unit') ?? null, shift, touch });
  }

  private endTapPreview(): void {
    this.taps.clear();
    this.tapHint.hidden = true;
  }

  private handleHover(target: Element | null, client: Point | null): void {
    const hex = client ? this.hexAt(client) : null;
    if (hex !== this.hoverHex) {
      this.hoverHex = hex;
      this.overlays.setHover(hex);
      this.listener.hover(hex);
    }
    this.showCardFor(target, client);
  }

  private showCardFor(target: Element | null, client: Point | null): void {
    const counter = target?.closest?.('[data-unit]');
    const id = counter?.getAttribute('data-unit');
    if (!counter || !id) {
      this.card.hide();
      return;
    }
    const box = counter.getBoundingClientRect();
    const near = client ?? { x: box.right, y: box.top };
    const hex = counter.getAttribute('data-hex') ?? '';
    const stack = this.module.stackContents?.(hex, this.view) ?? this.stackAt(hex);
    const details = stack.length > 1 ? stackDetails(this.module, stack, placeLabel(this.board, hex), this.view) : this.module.unitDetails(id, this.view);
    this.card.show(details, near, this.root.getBoundingClientRect());
  }

  private handleCounterKey(ev: KeyboardEvent): void {
    if (ev.key !== 'Enter' && ev.key !== ' ') return;
    const counter = (ev.target as Element).closest('[data-unit]');
    if (!counter) return;
    ev.preventDefault();
    this.listener.click({
      hex: counter.getAttribute('data-hex')!,
      unit: counter.getAttribute('data-unit'),
      shift: ev.shiftKey,
    });
  }
}

/** The mini-map with a button that hides it, or shows it again; the choice is remembered. */
function minimapBox(minimap: SVGSVGElement): HTMLElement {
  const box = el('div', { class: 'minimap-box' });
  const toggle = button('', () => show(box.classList.contains('minimap-hidden')), { class: 'minimap-toggle', 'data-testid': 'minimap-toggle' });
  const show = (shown: boolean) => {
    box.classList.toggle('minimap-hidden', !shown);
    toggle.textContent = shown ? '×' : 'Overview';
    toggle.setAttribute('aria-label', shown ? 'Hide the overview map' : 'Show the overview map');
    toggle.setAttribute('aria-expanded', String(shown));
    toggle.title = shown ? 'Hide the overview map' : 'Show the overview map';
    setMinimapShown(shown);
  };
  box.append(minimap, toggle);
  show(minimapShown());
  return box;
}

function avg(values: number[]): number {
  return values.reduce((a, b) => a + b, 0) / values.length;
}
