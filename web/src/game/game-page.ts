// The game screen: turn bar, map and side panel, wired to one GameSession. Everything here
// is game-independent; the game module adds its counters and panels.

import { boardOf, fetchCatalog, fetchServerInfo } from '../api';
import { passActionFor, type GameController, type GameModule, type MapClick, type SeatState } from '../game-module';
import { gameModule } from '../games/registry';
import { MapView } from '../map/map-view';
import { nextInStack } from '../map/stack-layout';
import { terrainLook } from '../map/terrain-style';
import type { ProtocolClient } from '../protocol';
import { isAreaBoard, type Action, type Board } from '../protocol-types';
import { downloadSave } from '../save-file';
import { loadViewSettings, saveViewSettings } from '../settings/view-settings';
import { SoundControl } from '../sound/sound-control';
import { rememberGame, type PlayMode, type StoredGame } from '../storage';
import { el, svg } from '../util/dom';
import { groupInvites, linkOrigin, renderInviteLinks, renderResumeLink } from '../lobby/invite-links';
import { EventLog } from './event-log';
import { WhatHappened } from './what-happened';
import './side-panel.css';
import { MessageArea, errorText } from './message-area';
import { MovementTool } from './movement-tool';
import { loadAids } from './aids-data';
import { AidsDialog } from './player-aids';
import { WhyNot } from './why-not';
import { tapExplains } from './tap-explain';
import { outOfTurnText } from './whose-turn';
import { handoverName, needsHandover } from './handover';
import { finalScreen, handoverScreen, helpDialog } from './overlays';
import { renderOffMap, renderSelection } from './selection-panel';
import { GameSession, SPECTATOR } from './session';
import { installShortcuts } from './shortcuts';
import './tablet.css';
import { TurnBar } from './turn-bar';

export interface GamePageOptions {
  client: ProtocolClient;
  /** seat (or SPECTATOR) → token */
  tokens: Record<string, string>;
  mode: PlayMode;
  toLobby(): void;
  /** Where links to this game point (lobby/invite-links.ts linkOrigin); the page's own by default. */
  linkOrigin?: string;
}

/** Joins the game and shows it in `root`; resolves once the first state is on screen. */
export async function openGamePage(root: HTMLElement, options: GamePageOptions): Promise<GamePage> {
  root.replaceChildren(el('p', { class: 'loading', role: 'status' }, 'Joining the game…'));
  const session = new GameSession(options.client, options.tokens);
  const first = await session.start();
  const module = gameModule(first.game);
  if (!module) throw new Error(`This client cannot show the game '${first.game}'.`);
  const [board, catalog, server] = await Promise.all([boardOf(first), fetchCatalog(), fetchServerInfo()]);
  // Unknown (an older server): cover the screen, as a game with fog of war needs.
  const hiddenInformation = catalog.games.find((g) => g.id === first.game)?.hidden_information ?? true;
  const stored = rememberGame({
    game_id: first.gameId,
    game: first.game,
    scenario: first.scenario,
    mode: options.mode,
    tokens: Object.fromEntries(Object.entries(options.tokens).filter(([k]) => k !== SPECTATOR)),
    spectator: options.tokens[SPECTATOR],
  });
  const page = new GamePage(root, session, module, board, { ...options, linkOrigin: linkOrigin(location.origin, server) }, stored, hiddenInformation);
  page.start();
  return page;
}

export class GamePage {
  private readonly map: MapView;
  private readonly turnBar: TurnBar;
  private readonly log: EventLog;
  private readonly happened: WhatHappened;
  private readonly message = new MessageArea();
  private readonly controller: GameController;
  private readonly movement: MovementTool;
  private readonly selectionBox = el('div', { class: 'selection-box' });
  private readonly gamePanel = el('section', { class: 'game-panel', 'aria-label': 'Combat' });
  private readonly statusBox = el('div', { class: 'status-box' });
  private readonly overlayBox = el('div', { class: 'overlay-box' });
  private readonly help: HTMLDialogElement;
  private readonly aids: AidsDialog;
  private readonly whyNot: WhyNot;
  private readonly sound: SoundControl;
  private handoverFor: string | null = null;
  /** A unit the game's controller selected (games with their own movement panel). */
  private gameSelected: string | null = null;
  private finalDismissed = false;
  /** What to undo when the page goes away: listeners on the document and the client. */
  private readonly cleanups: (() => void)[] = [];
  private state: SeatState;

  constructor(
    private readonly root: HTMLElement,
    private readonly session: GameSession,
    private readonly module: GameModule,
    private readonly board: Board,
    private readonly options: GamePageOptions,
    private readonly stored: StoredGame,
    private readonly hiddenInformation: boolean,
  ) {
    this.state = session.shown;
    this.help = helpDialog({ hexNumbers: !isAreaBoard(board) });
    this.log = new EventLog({
      line: (e) => module.reportLine?.(e.event, e.text ?? '', this.state.view) ?? e.text ?? '',
      repeated: module.reportRepeated && ((e, count) => module.reportRepeated!(e.event, count, this.state.view)),
    }, (heading) => this.happened.replaySection(heading, this.state));
    this.map = new MapView(board, module, {
      click: (c) => this.mapClick(c),
      hover: (hex) => {
        this.showPathTo(hex);
        if (hex) this.whyNot.hover(hex, this.refusalProbe(hex));
        this.controller.onMapHover?.(hex);
      },
      cameraChanged: (camera) => saveViewSettings(this.state.gameId, { camera }),
    });
    this.sound = new SoundControl(module);
    this.turnBar = new TurnBar({
      endPhase: () => this.endPhase(),
      undo: () => void this.undo(),
      save: () => void this.save(),
      toggleNumbers: () => this.toggleNumbers(),
      help: () => this.help.showModal(),
      aids: () => this.openAids(),
      lobby: () => this.leave(),
    }, { hexNumbers: !isAreaBoard(board) });
    this.happened = new WhatHappened(module, this.map, (text) => this.message.say(text, 'info'));
    this.movement = new MovementTool({
      map: this.map,
      inspect: (q) => this.session.inspect(q),
      act: (a) => this.act(a),
      selectionChanged: () => this.renderSelection(),
    });
    this.controller = module.createController({
      panel: this.gamePanel,
      status: this.statusBox,
      map: this.map,
      act: (a) => this.act(a),
      inspect: (q) => this.session.inspect(q),
      say: (text, kind) => this.message.say(text, kind),
      showSelected: (id) => this.showGameSelected(id),
    });
    this.aids = new AidsDialog(() => loadAids(this.state.game));
    this.whyNot = new WhyNot({
      inspect: (q) => this.session.inspect(q),
      placeOf: (hex) => this.map.placeOf(hex),
      openRule: (rule) => this.openAids(rule),
    });
    this.map.root.appendChild(this.whyNot.element);
  }

  start(): void {
    const side = el(
      'aside',
      { class: 'side-panel', 'aria-label': 'Game panels' },
      // The decision in hand stays at the top; the report scrolls below it.
      // The message stands above the part that scrolls, so it never covers what is under it.
      el('div', { class: 'decision-area', 'data-testid': 'decision-area' }, this.message.element, el('div', { class: 'decision-scroll' }, this.gamePanel, this.selectionBox)),
      el(
        'div',
        { class: 'report-area', 'data-testid': 'report-area' },
        el('details', { class: 'status-details', open: true }, el('summary', {}, 'Victory status'), this.statusBox),
        this.log.element,
        this.invitesBlock(),
        this.legend(),
      ),
    );
    this.root.replaceChildren(
      el('div', { class: 'game-page' }, this.turnBar.element, el('main', { class: 'game-main' }, this.map.root, side)),
      this.overlayBox,
      this.help,
      this.aids.element,
    );
    const removeShortcuts = installShortcuts(
      {
        escape: () => this.escape(),
        endPhase: () => this.endPhase(),
        undo: () => void this.undo(),
        toggleNumbers: () => this.toggleNumbers(),
        zoom: (f) => this.map.zoomBy(f),
        pan: (dx, dy) => this.map.panBy(dx, dy),
        help: () => this.help.showModal(),
        aids: () => this.openAids(),
        toggleSound: () => this.sound.toggle(),
      },
      () => this.overlayBox.childElementCount > 0 || this.help.open || this.aids.open,
    );
    this.turnBar.addControl(this.sound.button);
    this.restoreView();
    this.cleanups.push(
      () => this.sound.dispose(),
      removeShortcuts,
      this.session.onChange(() => this.refresh()),
      this.options.client.onStatus((s) => this.turnBar.setConnection(s)),
      this.options.client.onError((e) => this.message.error(e)),
    );
    this.refresh();
  }

  private refresh(): void {
    const wanted = this.session.wanted;
    if (wanted && wanted !== this.session.shownKey) {
      const cover = needsHandover({
        mode: this.options.mode,
        hiddenInformation: this.hiddenInformation,
        teams: this.state.teams,
        seats: this.state.seats,
        held: this.session.heldSeats,
        shown: this.session.shownKey,
        next: wanted,
      });
      if (!cover) {
        this.session.show(wanted); // emits a change, which renders
        return;
      }
      this.showHandover(wanted); // the old seat's screen stays behind the cover
    } else if (this.handoverFor) {
      this.closeHandover();
    }
    this.render(this.session.shown);
  }

  private showHandover(seat: string): void {
    if (this.handoverFor === seat) return;
    this.handoverFor = seat;
    this.movement.select(null, this.state);
    this.overlayBox.replaceChildren(
      handoverScreen(handoverName(seat, this.state.teams, (s) => this.module.seatName(s)), () => {
        this.closeHandover();
        this.session.show(seat);
      }),
    );
  }

  private closeHandover(): void {
    this.handoverFor = null;
    this.overlayBox.replaceChildren();
  }

  private render(state: SeatState): void {
    const seatChanged = state.seat !== this.state.seat;
    this.state = state;
    this.turnBar.render(state, this.module, this.session.heldSeats);
    const units = this.module.unitsOnMap(state.view);
    if (seatChanged) this.movement.selected = null;
    const selected = this.movement.selected;
    const stillThere = !!selected && (units.some((u) => u.id === selected) || this.isOffMapPickable(selected));
    this.map.setUnits(units, state.view, this.gameSelected ?? (stillThere ? selected : null));
    this.movement.refresh(state, stillThere);
    this.controller.update(state);
    this.whyNot.hide();
    this.log.render(state.events);
    this.happened.update(state);
    this.sound.hear(state, this.session.heldSeats);
    this.renderSelection();
    if (state.over && state.result && !this.finalDismissed && !this.handoverFor) this.showFinal(state);
  }

  private isOffMapPickable(unitId: string): boolean {
    return this.module.offMapGroups(this.state.view, this.state.legal).some((g) => g.unitIds.includes(unitId));
  }

  /** The game's controller picked a unit itself (its own movement): show it, move nothing. */
  private showGameSelected(unitId: string | null): void {
    if (this.gameSelected === unitId) return;
    this.gameSelected = unitId;
    this.map.setSelected(unitId ?? this.movement.selected);
    this.renderSelection();
  }

  private renderSelection(): void {
    const selected = this.gameSelected ?? this.movement.selected;
    const hex = selected ? this.map.hexOf(selected) : undefined;
    const stack = hex ? this.map.stackAt(hex) : [];
    const host = { pick: (id: string) => this.movement.select(id, this.state), act: (a: Action) => void this.act(a) };
    this.selectionBox.replaceChildren(
      renderSelection(this.module, this.state, selected, stack, this.gameSelected ? null : this.movement.reachableHexes().length, host),
      renderOffMap(this.module, this.state, selected, host) ?? '',
    );
  }

  private showFinal(state: SeatState): void {
    if (this.overlayBox.querySelector('[data-testid="final-screen"]')) return;
    this.overlayBox.replaceChildren(
      finalScreen(
        this.module.describeResult(state.result!, state.view),
        () => {
          this.finalDismissed = true;
          this.overlayBox.replaceChildren();
        },
        () => this.leave(),
      ),
    );
  }

  private mapClick(click: MapClick): void {
    if (this.overlayBox.childElementCount > 0) return;
    if (this.explainTap(click)) return;
    this.whyNot.hide();
    if (this.controller.onMapClick(click)) return;
    if (this.movement.click(click.hex)) return;
    if (!click.unit) {
      this.movement.select(null, this.state);
      return;
    }
    const stack = this.map.stackAt(click.hex);
    const selected = this.movement.selected;
    // Clicking the stack that holds the selection again goes to the next unit down.
    const next = selected && stack.includes(selected) ? nextInStack(stack, selected) : click.unit;
    this.movement.select(next, this.state);
  }

  async act(action: Action): Promise<boolean> {
    this.message.clear();
    this.happened.dismissAll();
    try {
      await this.session.act(action);
      return true;
    } catch (error) {
      this.message.error(error);
      return false;
    }
  }

  private endPhase(): void {
    const pass = passActionFor(this.module, this.state);
    if (pass) void this.act(pass);
    else this.message.say(outOfTurnText(this.state, (s) => this.module.seatName(s)) ?? 'Ending the phase is not possible now.', 'info');
  }

  private async undo(): Promise<void> {
    if (!this.state.canUndo) {
      this.message.say('There is nothing to undo.', 'info');
      return;
    }
    this.message.clear();
    try {
      await this.session.undo();
      this.message.say('Your last action was taken back.', 'info');
    } catch (error) {
      this.message.error(error);
    }
  }

  private async save(): Promise<void> {
    try {
      const reply = await this.session.save();
      const name = downloadSave(reply.save, this.state.game);
      this.message.say(`Saved as ${name}.`, 'info');
    } catch (error) {
      this.message.say(errorText(error), 'error');
    }
  }

  /** The player aids, on a rule's section or else on the current phase. */
  private openAids(rule?: string): void {
    void this.aids.show(this.module.phaseKey?.(this.state.view), rule);
  }

  /** The order a click on this hex would give now, for the server to judge (why-not tips). */
  private refusalProbe(hex: string): Action | undefined {
    if (this.controller.refusalProbe) return this.controller.refusalProbe(hex);
    return this.movement.refusalProbe(hex, this.state);
  }

  /** A finger's tap on a place the selection may not enter shows why, as hovering does. */
  private explainTap(click: MapClick): boolean {
    if (!click.touch) return false;
    const probe = this.refusalProbe(click.hex);
    const picks = this.controller.picks?.(click) ?? (click.unit !== null && MovementTool.canMove(this.state, click.unit));
    if (!tapExplains(click, { refused: probe !== undefined, picks, explained: this.whyNot.shownAt === click.hex }) || !probe) return false;
    this.whyNot.explain(click.hex, probe);
    return true;
  }

  /** The path and its cost to the place under the pointer (or first tapped), if reachable. */
  private showPathTo(hex: string | null): void {
    if (!this.controller.pathTo) return this.movement.hover(hex);
    const preview = hex ? this.controller.pathTo(hex) : undefined;
    if (preview) this.map.showPath(preview.path, preview.label);
    else this.map.hidePath();
  }

  private toggleNumbers(): void {
    if (isAreaBoard(this.board)) return; // no hexes, no numbers
    const shown = this.map.toggleHexNumbers();
    this.turnBar.setNumbers(shown);
    saveViewSettings(this.state.gameId, { numbers: shown });
  }

  /** The camera and hex numbers as the player left them before a reload. */
  private restoreView(): void {
    const kept = loadViewSettings(this.state.gameId);
    if (kept.camera) this.map.restoreCamera(kept.camera);
    if (kept.numbers) this.toggleNumbers();
  }

  private escape(): void {
    if (this.help.open || this.aids.open) return; // a dialog closes itself on Esc
    this.whyNot.hide();
    if (this.happened.dismissOne()) return;
    if (this.controller.cancel()) return;
    this.movement.select(null, this.state);
    this.message.clear();
  }

  /** Detaches the page from the document and the connection. */
  dispose(): void {
    this.cleanups.splice(0).forEach((undo) => undo());
    this.session.stop();
  }

  private leave(): void {
    this.dispose();
    this.options.toLobby();
  }

  private invitesBlock(): HTMLElement | string {
    const invites = this.stored.invitations;
    const seats = Object.entries(this.options.tokens).flatMap(([seat, token]) => (seat === SPECTATOR ? [] : [token]));
    const origin = this.options.linkOrigin;
    const inviting = !!invites && Object.keys(invites).length > 0;
    if (!inviting && seats.length === 0) return '';
    return el(
      'details',
      { class: 'invites-details' },
      el('summary', {}, inviting ? 'Invitation links' : 'Link to this game'),
      inviting ? renderInviteLinks(this.stored.invitationGroups ?? groupInvites(invites, [], (s) => this.module.seatName(s)), this.stored.spectator, origin) : '',
      seats.length > 0 ? renderResumeLink(seats, origin) : '',
    );
  }

  private legend(): HTMLElement {
    const board = this.board;
    // The swatches use the map's own fills, patterns included.
    const swatch = (fill: string) =>
      svg('svg', { class: 'swatch', viewBox: '0 0 24 16', width: 24, height: 16, 'aria-hidden': 'true' }, svg('rect', { width: 24, height: 16, fill, stroke: '#777' }));
    const own = this.module.legendItems?.(board);
    const terrainItems = () => {
      if (isAreaBoard(board)) return [];
      const kinds = [...new Set([board.default_terrain, ...Object.values(board.hexes)])];
      return kinds.map((k) => el('li', {}, swatch(terrainLook(k).fill), board.terrain[k]?.label ?? k));
    };
    const items = own ? own.map((item) => el('li', {}, item.swatch, item.label)) : terrainItems();
    const marks = Object.keys(this.board.marked).map((m) => {
      const style = this.module.markStyle(m);
      return el('li', {}, el('span', { class: 'swatch swatch-mark', style: `border-color:${style.color}` }), style.label);
    });
    return el(
      'details',
      { class: 'legend-details' },
      el('summary', {}, 'Map legend'),
      el('ul', { class: 'legend-list' }, ...items, ...marks, own ? '' : el('li', {}, el('span', { class: 'swatch swatch-road' }), 'Road across a hexside')),
    );
  }
}
