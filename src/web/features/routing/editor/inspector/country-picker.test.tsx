// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { CountryPicker } from './country-picker';
import { allCountries } from './iso-codes';

afterEach(cleanup);

const Picker = () => {
  const [value, setValue] = useState<string[]>(['DE']);
  return <CountryPicker label="Countries" value={value} onChange={setValue} />;
};

const options = () => screen.queryAllByRole('checkbox').map((box) => box.closest('label')!.textContent);
const list = () => document.querySelector<HTMLElement>('.country-options')!;

describe('CountryPicker', () => {
  it('lists every country, with only the options in its view (and a few more) in the DOM', () => {
    render(<Picker />);
    const all = allCountries();
    // 150 px of 20 px options, four more below: a dozen, not all ~250 (nor the 60 listed before).
    expect(options()).toEqual(all.slice(0, 12).map((c) => `${c.name} (${c.code})`));
    // The rest is there to scroll to: the list is as tall as all of them.
    const inner = list().firstElementChild as HTMLElement;
    expect(parseFloat(inner.style.paddingBottom)).toBe((all.length - 12) * 20);

    list().scrollTop = 200 * 20;
    fireEvent.scroll(list());
    expect(options()).toContain(`${all[205]!.name} (${all[205]!.code})`);
    expect(options()).not.toContain(`${all[0]!.name} (${all[0]!.code})`);
    expect(screen.getAllByRole('checkbox')).toHaveLength(4 + 12);
  });

  it('starts a search at its first match and toggles what is ticked', () => {
    render(<Picker />);
    list().scrollTop = 100 * 20;
    fireEvent.scroll(list());
    fireEvent.change(screen.getByRole('textbox', { name: 'Search countries' }), { target: { value: 'fran' } });
    expect(list().scrollTop).toBe(0);
    expect(options()).toEqual(['France (FR)']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'France (FR)' }));
    expect(screen.getByRole('button', { name: 'Remove France' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Germany' })).toBeInTheDocument();
  });

  it('keeps the focused option in the DOM, and focused, when the list is scrolled far from it', () => {
    render(<Picker />);
    const first = screen.getAllByRole('checkbox')[0]!;
    first.focus();
    expect(first).toHaveFocus();
    list().scrollTop = 200 * 20;
    fireEvent.scroll(list());
    const all = allCountries();
    expect(options()).toContain(`${all[205]!.name} (${all[205]!.code})`);
    expect(first).toBeInTheDocument();
    expect(first).toHaveFocus();
    // Once it is left, the rows drawn are the window's again.
    fireEvent.blur(first);
    expect(options()).not.toContain(`${all[0]!.name} (${all[0]!.code})`);
  });
});

