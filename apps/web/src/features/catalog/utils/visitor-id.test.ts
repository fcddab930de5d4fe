import { afterEach, describe, expect, it, vi } from 'vitest';
import { visitorId } from './visitor-id';

describe('visitorId', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('is created once, kept in local storage and sent again', () => {
    const first = visitorId();
    expect(first).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(localStorage.getItem('curio.visitor')).toBe(first);
    expect(visitorId()).toBe(first);
  });

  it('replaces a stored value the server would refuse', () => {
    localStorage.setItem('curio.visitor', 'not valid!');
    expect(visitorId()).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it('is undefined when the browser keeps nothing, so that the view is not counted', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(visitorId()).toBeUndefined();
  });
});
