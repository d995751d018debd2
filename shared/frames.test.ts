import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FRAME_NAMES, defaultPortalConfig, fillAddress, isFrameAddress, parsePortalConfig, readPortalConfig, withQuery } from './frames.ts';

describe('the shipped portal-config.json', () => {
  it('is the default configuration: every frame on the built-in placeholder', () => {
    const shipped = JSON.parse(readFileSync(resolve(import.meta.dirname, '../web/public/portal-config.json'), 'utf8')) as unknown;
    expect(shipped).toEqual(defaultPortalConfig());
    for (const name of FRAME_NAMES) expect(defaultPortalConfig().frames[name]).toBe(`/frame-placeholder.html?frame=${name}`);
  });
});

describe('withQuery', () => {
  it('adds parameters to a base without, or with, its own query string and fragment', () => {
    expect(withQuery('https://x.example.org/page', { token: 'a b', id: 7 })).toBe('https://x.example.org/page?token=a%20b&id=7');
    expect(withQuery('/frame-placeholder.html?frame=course', { token: 't' })).toBe('/frame-placeholder.html?frame=course&token=t');
    expect(withQuery('https://x.example.org/p?lang=en#top', { token: 't' })).toBe('https://x.example.org/p?lang=en&token=t#top');
    expect(withQuery('https://x.example.org/p?', { token: 't' })).toBe('https://x.example.org/p?token=t');
  });

  it('replaces a parameter the base already names and leaves out empty values', () => {
    expect(withQuery('/p?token=old&keep=1', { token: 'new', none: undefined, nil: null })).toBe('/p?keep=1&token=new');
    expect(withQuery('/p?a%20b=1', { 'a b': 2 })).toBe('/p?a%20b=2');
    expect(withQuery('/p', {})).toBe('/p');
    expect(withQuery('/p?x=1', { flag: false })).toBe('/p?x=1&flag=false');
  });

  it('encodes what it adds', () => {
    expect(withQuery('/p', { url: 'https://a.org/x?y=1&z=2' })).toBe('/p?url=https%3A%2F%2Fa.org%2Fx%3Fy%3D1%26z%3D2');
  });
});

describe('fillAddress', () => {
  it('fills {name} placeholders, encoded, and leaves unknown ones', () => {
    expect(fillAddress('https://c.example.org/{course}/home?x={other}', { course: 'cohort 39' })).toBe(
      'https://c.example.org/cohort%2039/home?x={other}',
    );
  });
});

describe('portal configuration', () => {
  it('keeps the placeholder for frames it does not name', () => {
    const config = parsePortalConfig({ frames: { readings: 'https://readings.example.org/?a=1' }, maintenanceUrl: '/maintenance.html' });
    expect(config.frames.readings).toBe('https://readings.example.org/?a=1');
    expect(config.frames.course).toBe('/frame-placeholder.html?frame=course');
    expect(config.maintenanceUrl).toBe('/maintenance.html');
    expect(parsePortalConfig(undefined)).toEqual(defaultPortalConfig());
  });

  it('reports unknown keys, unknown frames and addresses that are not paths or http(s) URLs', () => {
    const { config, problems } = readPortalConfig({
      frames: { readings: 'javascript:alert(1)', nope: '/x', videos: '//evil.example' },
      extra: 1,
    });
    expect(problems).toHaveLength(4);
    expect(config.frames.readings).toBe('/frame-placeholder.html?frame=readings');
    expect(() => parsePortalConfig({ frames: [] })).toThrow(/Invalid portal configuration/);
    expect(() => parsePortalConfig('x')).toThrow(/must be a JSON object/);
    for (const bad of ['data:text/html,x', 'ftp://x', '', 'relative.html', 'https://a b']) expect(isFrameAddress(bad)).toBe(false);
    for (const good of ['/x', 'http://localhost:8080/a?b=c', 'https://a.example.org']) expect(isFrameAddress(good)).toBe(true);
  });
});
