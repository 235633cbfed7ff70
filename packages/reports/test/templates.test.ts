import { describe, expect, it } from 'vitest';

import { baseLayout, compileTemplate, formatFecha, formatFechaHora, formatFechaHoraCorta, santiagoWallClock } from '../src/index.ts';

describe('date formatting', () => {
  // 03:04:05 UTC on 15 January is 00:04:05 in Santiago (summer time, UTC-3).
  const summer = new Date('2024-01-15T03:04:05Z');
  // 02:30 UTC on 10 July is 22:30 the day before in Santiago (winter time, UTC-4).
  const winter = new Date('2024-07-10T02:30:00Z');

  it('shows Santiago local time as dd/MM/yyyy', () => {
    expect(formatFecha(summer)).toBe('15/01/2024');
    expect(formatFecha(winter)).toBe('09/07/2024');
    expect(formatFechaHora(summer)).toBe('15/01/2024 00:04:05');
    expect(formatFechaHora(winter)).toBe('09/07/2024 22:30:00');
    expect(formatFechaHoraCorta(winter)).toBe('09/07/2024 22:30');
  });

  it('accepts ISO strings, keeps date-only strings on their day and blanks missing dates', () => {
    expect(formatFechaHora('2024-01-15T03:04:05.000Z')).toBe('15/01/2024 00:04:05');
    expect(formatFecha('2024-03-09')).toBe('09/03/2024');
    expect(formatFecha(null)).toBe('');
    expect(formatFecha(undefined)).toBe('');
    expect(formatFecha('no es fecha')).toBe('');
  });

  it('gives spreadsheets the Santiago wall-clock time', () => {
    expect(santiagoWallClock(winter).toISOString()).toBe('2024-07-09T22:30:00.000Z');
  });

  it("follows Santiago's clock changes to the second, milliseconds kept", () => {
    const wall = (iso: string) => santiagoWallClock(new Date(iso)).toISOString();
    // 7 April 2024: at 03:00 UTC midnight (-03) became 23:00 of the 6th (-04).
    expect(wall('2024-04-07T02:59:59.250Z')).toBe('2024-04-06T23:59:59.250Z');
    expect(wall('2024-04-07T03:00:00.000Z')).toBe('2024-04-06T23:00:00.000Z');
    // 8 September 2024: at 04:00 UTC midnight (-04) became 01:00 (-03).
    expect(wall('2024-09-08T03:59:59.999Z')).toBe('2024-09-07T23:59:59.999Z');
    expect(wall('2024-09-08T04:00:00.000Z')).toBe('2024-09-08T01:00:00.000Z');
    // The same hours asked again (answered from what was learnt) give the same times.
    expect(wall('2024-04-07T03:30:00.000Z')).toBe('2024-04-06T23:30:00.000Z');
    expect(wall('2024-09-08T03:15:00.000Z')).toBe('2024-09-07T23:15:00.000Z');
  });
});

describe('compileTemplate', () => {
  it('escapes every value', () => {
    const render = compileTemplate('<p>{{texto}}</p><a title="{{texto}}">x</a>');
    const html = render({ texto: '<script>alert("1")</script> & \'x\'' });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(&quot;1&quot;)&lt;/script&gt; &amp; &#x27;x&#x27;');
  });

  it('refuses templates with unescaped output', () => {
    expect(() => compileTemplate('<p>{{{html}}}</p>')).toThrow(/sin escapar/);
    expect(() => compileTemplate('<p>{{& html}}</p>')).toThrow(/sin escapar/);
  });

  it('fails on a field the data does not have instead of printing a blank', () => {
    const render = compileTemplate('<p>{{proyecto.nombre}}</p>');
    expect(() => render({ proyecto: {} })).toThrow(/nombre/);
  });

  it('provides the document helpers', () => {
    const render = compileTemplate(
      '{{#each items}}{{inc @index}}.{{this}} {{/each}}|{{fecha f}}|{{fechaHora f}}|{{fechaHoraCorta f}}|' +
        '{{porcentaje hechos total}}|{{porcentaje hechos cero}}|{{#if (eq estado "Cerrada")}}cerrada{{else}}abierta{{/if}}',
    );
    const out = render({ items: ['a', 'b'], f: new Date('2024-07-10T02:30:00Z'), hechos: 5, total: 12, cero: 0, estado: 'Cerrada' });
    expect(out).toBe('1.a 2.b |09/07/2024|09/07/2024 22:30:00|09/07/2024 22:30|42%|0%|cerrada');
  });

  it('compiles each source once', () => {
    const source = '<p>{{a}}</p>';
    expect(compileTemplate(source)).toBe(compileTemplate(source));
  });
});

describe('baseLayout', () => {
  it('wraps the body in a UTF-8 document with the shared print styles and an escaped title', () => {
    const html = baseLayout('<p>cuerpo</p>', { title: 'Informe <1>' });
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toContain('<title>Informe &lt;1&gt;</title>');
    expect(html).toContain('max-width: 45%');
    expect(html).toContain('<p>cuerpo</p>');
  });
});
