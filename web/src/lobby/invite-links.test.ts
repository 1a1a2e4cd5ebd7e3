import { describe, expect, it } from 'vitest';
import { groupInvites, inviteUrl, linkOrigin, spectatorUrl } from './invite-links';

const name = (seat: string) => seat.charAt(0).toUpperCase() + seat.slice(1);

describe('invitations', () => {
  it('gives one link per seat in a game without teams', () => {
    const invites = groupInvites({ french: 'a', allied: 'b' }, [], name);
    expect(invites.map((i) => [i.key, i.label, i.codes])).toEqual([
      ['french', 'French', { french: 'a' }],
      ['allied', 'Allied', { allied: 'b' }],
    ]);
  });

  it('gives one link per team that holds all its invited seats, computer seats left out', () => {
    const teams = [
      { id: 'central', name: 'Central Powers', seats: ['germany', 'austria', 'turkey'] },
      { id: 'entente', name: 'Entente', seats: ['france', 'russia'] },
    ];
    // Turkey and the whole Entente are computer players: they have no invitations.
    const invites = groupInvites({ germany: 'g', austria: 'a' }, teams, name);
    expect(invites).toEqual([{ key: 'central', label: 'Central Powers (Germany, Austria)', codes: { germany: 'g', austria: 'a' } }]);
  });

  it('puts every invitation of a link in its address, and the spectator token in its own', () => {
    expect(inviteUrl(['g', 'a b'], 'http://host')).toBe('http://host/?i=g&i=a%20b');
    expect(spectatorUrl('s', 'http://host')).toBe('http://host/?t=s');
  });
});

describe('where links point', () => {
  const guessed = { public_url: 'http://192.168.1.20:8080', public_url_source: 'guessed' as const };
  const told = { public_url: 'https://games.example.org', public_url_source: 'option' as const };

  it('uses the server’s address when the page was opened at one only this machine reaches', () => {
    expect(linkOrigin('http://127.0.0.1:8080', guessed)).toBe('http://192.168.1.20:8080');
    expect(linkOrigin('http://localhost:8080', guessed)).toBe('http://192.168.1.20:8080');
    expect(linkOrigin('http://[::1]:8080', guessed)).toBe('http://192.168.1.20:8080');
  });

  it('keeps the page’s own address when others reach it, unless the operator named one', () => {
    expect(linkOrigin('http://grognard.lan:8080', guessed)).toBe('http://grognard.lan:8080');
    expect(linkOrigin('http://grognard.lan:8080', told)).toBe('https://games.example.org');
    expect(linkOrigin('http://127.0.0.1:8080', null)).toBe('http://127.0.0.1:8080');
  });
});
