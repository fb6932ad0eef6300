import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useCrmAddress } from './use-crm-address';

/** The hook with the address it writes (docs/product/admin.md#sort-and-filter). */
function renderAddress(initial = '/admin') {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[initial]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ address: useCrmAddress(), location: useLocation(), navigate: useNavigate() }), {
    wrapper,
  });
}

const paramsOf = (search: string) => Object.fromEntries(new URLSearchParams(search));

describe('useCrmAddress (docs/product/admin.md#sort-and-filter)', () => {
  it('keeps every change when several land before the router renders again', () => {
    const { result } = renderAddress('/admin?q=acme');
    act(() => {
      result.current.address.setView({ source: 'linkedin' });
      result.current.address.setView({ sort: 'value' });
      result.current.address.setView({ scoreMin: 0 });
      result.current.address.setTab('pipeline');
    });
    expect(paramsOf(result.current.location.search)).toEqual({
      q: 'acme',
      source: 'linkedin',
      sort: 'value',
      'score-min': '0',
      tab: 'pipeline',
    });
  });

  it('builds on an address changed from outside (a link) after its render', () => {
    const { result } = renderAddress('/admin?source=linkedin');
    act(() => result.current.navigate('/admin?source=linkedin&q=acme'));
    act(() => result.current.address.setView({ sort: 'value' }));
    expect(paramsOf(result.current.location.search)).toEqual({ source: 'linkedin', q: 'acme', sort: 'value' });
  });

  it('opens a lead on its page and says which lead an emailed link names', () => {
    const { result } = renderAddress('/admin?source=linkedin');
    act(() => result.current.address.openLead('lead-1'));
    expect(result.current.location.pathname).toBe('/admin/leads/lead-1');
    expect(renderAddress('/admin?lead=lead-2').result.current.address.linkedLeadId).toBe('lead-2');
  });
});
