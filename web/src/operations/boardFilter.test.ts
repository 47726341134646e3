import { describe, expect, it } from 'vitest';
import {
  boardListFilter,
  exportQuery,
  filterOf,
  foldedFilterCount,
  isFiltered,
  listVariables,
  orderOf,
  queryWith,
  statusOf,
} from './boardFilter';

// The admin's request lists keep their search and filters in the page's URL: a bookmark, a
// reload and the Returns Log export must all see the same view.

const ids = (kind: string, databaseId?: string) => (databaseId ? `${kind}#${databaseId}` : undefined);

describe('the board filter in the URL', () => {
  it('survives a reload: what the filters wrote into the query string is read back', () => {
    const url = queryWith('?tab=requests', { search: 'storgatan', zoneId: '3', orderBy: 'ADDRESS_ASC' });
    expect(filterOf(new URLSearchParams(url.toString()))).toEqual({
      search: 'storgatan',
      zoneId: '3',
      orderBy: 'ADDRESS_ASC',
    });
  });

  it('keeps the tab and other parameters when a filter changes', () => {
    const url = queryWith('?department=transport&tab=requests&search=old', { search: 'new' });
    expect(url.get('department')).toBe('transport');
    expect(url.get('tab')).toBe('requests');
    expect(url.get('search')).toBe('new');
  });

  it('drops a filter that is cleared, and leaves the others', () => {
    const url = queryWith('?tab=requests&search=storgatan&zoneId=3', { search: '', zoneId: undefined });
    expect(url.toString()).toBe('tab=requests');
    expect(filterOf(url)).toEqual({});
  });

  it('reads only its own keys, and an empty value as no filter', () => {
    expect(filterOf(new URLSearchParams('tab=requests&search=&userSearch=anna&status=collected'))).toEqual({
      status: 'collected',
    });
  });

  it('tells a narrowed list from one only sorted (Clear filters shows for the first)', () => {
    expect(isFiltered({})).toBe(false);
    expect(isFiltered({ orderBy: 'ADDRESS_ASC' })).toBe(false);
    expect(isFiltered({ createdFrom: '2026-01-01' })).toBe(true);
  });

  it('falls back to newest first for an order a hand-edited link makes up', () => {
    expect(orderOf({})).toBe('CREATED_AT_DESC');
    expect(orderOf({ orderBy: 'SHOE_SIZE' })).toBe('CREATED_AT_DESC');
    expect(orderOf({ orderBy: 'REFERENCE_ASC' })).toBe('REFERENCE_ASC');
  });

  it('knows only real statuses', () => {
    expect(statusOf({ status: 'collected' })).toBe('collected');
    expect(statusOf({ status: 'lost' })).toBeUndefined();
  });
});

describe('the Returns Log export link', () => {
  it('carries the filters on screen but not the order, which does not change its rows', () => {
    expect(exportQuery({ search: 'storgatan', zoneId: '3', orderBy: 'ADDRESS_ASC' })).toBe(
      '?search=storgatan&zoneId=3',
    );
  });

  it('carries the days the list reads, not a day still being typed or a backwards range', () => {
    expect(exportQuery({ createdFrom: '2026-03-07', createdTo: '13/45/2026' })).toBe('?createdFrom=2026-03-07');
    expect(exportQuery({ createdFrom: '2026-03-07', createdTo: '2026-03-01' })).toBe('');
  });

  it('is bare when nothing is filtered', () => {
    expect(exportQuery({ orderBy: 'ADDRESS_ASC' })).toBe('');
  });
});

describe('the list asked for', () => {
  it('sends companies and zones by their global ids', () => {
    const filter = boardListFilter({ zoneId: '3', returnerCompanyId: '8', transportCompanyId: '9' }, ids);
    expect(filter).toMatchObject({
      zoneId: 'zones#3',
      returnerCompanyId: 'returnerCompanies#8',
      transportCompanyId: 'transportCompanies#9',
    });
  });

  it('trims the search and cuts it at the length the server takes', () => {
    expect(boardListFilter({ search: '  storgatan  ' }, ids).search).toBe('storgatan');
    expect(boardListFilter({ search: '   ' }, ids).search).toBeUndefined();
    expect(boardListFilter({ search: 'x'.repeat(500) }, ids).search).toHaveLength(200);
  });

  it('keeps a range of days, and leaves out days that are no days or run backwards', () => {
    expect(boardListFilter({ createdFrom: '2026-01-01', createdTo: '2026-01-31' }, ids)).toMatchObject({
      createdFrom: '2026-01-01',
      createdTo: '2026-01-31',
    });
    expect(boardListFilter({ createdFrom: '2026-02-30', createdTo: '2026-03-01' }, ids)).toMatchObject({
      createdFrom: undefined,
      createdTo: '2026-03-01',
    });
    expect(boardListFilter({ createdFrom: '2026-03-01', createdTo: '2026-01-01' }, ids)).toMatchObject({
      createdFrom: undefined,
      createdTo: undefined,
    });
  });

  it('asks for no order unless one is chosen, so the list keeps its default', () => {
    expect(boardListFilter({}, ids).orderBy).toBeUndefined();
    expect(boardListFilter({ orderBy: 'bogus' }, ids).orderBy).toBe('CREATED_AT_DESC');
  });

  it("narrows a tab's statuses to the one chosen, and to none when the tab does not list it", () => {
    const tab = ['ready_for_pickup', 'pickup_scheduled'] as const;
    expect(listVariables(tab, undefined)).toEqual({ statuses: ['ready_for_pickup', 'pickup_scheduled'] });
    expect(listVariables(tab, { status: 'pickup_scheduled', search: 'x', zoneId: undefined })).toEqual({
      statuses: ['pickup_scheduled'],
      search: 'x',
    });
    expect(listVariables(tab, { status: 'collected' })).toEqual({ statuses: [] });
  });
});

describe("the phone's Filters button", () => {
  it('counts what its fold holds, not the search in sight', () => {
    expect(foldedFilterCount({})).toBe(0);
    expect(foldedFilterCount({ search: 'storgatan' })).toBe(0);
    expect(foldedFilterCount({ search: 'x', zoneId: '3', createdFrom: '2026-11-01', orderBy: 'ADDRESS_ASC' })).toBe(3);
    expect(foldedFilterCount({ zoneId: '', returnerCompanyId: '7' })).toBe(1);
  });
});
