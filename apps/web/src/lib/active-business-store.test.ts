import { afterEach, describe, expect, it } from 'vitest';
import { activeBusinessHeader, useActiveBusinessStore } from './active-business-store';

afterEach(() => useActiveBusinessStore.setState({ businessId: null }));

describe('activeBusinessHeader', () => {
  it('sends nothing for one or no business: the server takes the only membership', () => {
    expect(activeBusinessHeader(undefined)).toBeNull();
    expect(activeBusinessHeader([])).toBeNull();
    expect(activeBusinessHeader([{ id: 4 }])).toBeNull();
  });

  it('sends the chosen business while the user is in it, else the first of several', () => {
    const two = [{ id: 4 }, { id: 9 }];
    expect(activeBusinessHeader(two)).toBe('4');
    useActiveBusinessStore.getState().setBusinessId(9);
    expect(activeBusinessHeader(two)).toBe('9');
    // A business the user has left is never sent.
    expect(activeBusinessHeader([{ id: 4 }, { id: 5 }])).toBe('4');
    expect(localStorage.getItem('carsi.active-business')).toContain('9');
  });
});
