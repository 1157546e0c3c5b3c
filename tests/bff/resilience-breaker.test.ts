import { describe, expect, it } from 'vitest';
import { CircuitBreaker } from '../../bff/src/upstream/circuit-breaker';

function clocked(options: ConstructorParameters<typeof CircuitBreaker>[0] = {}) {
  let now = 0;
  const breaker = new CircuitBreaker({ threshold: 3, minFailingMs: 2000, openMs: 1000, maxOpenMs: 4000, ...options, now: () => now });
  return { breaker, advance: (ms: number) => (now += ms) };
}

describe('CircuitBreaker', () => {
  it('opens only after enough failures spread over the minimum failing time', () => {
    const { breaker, advance } = clocked();
    for (let i = 0; i < 10; i += 1) breaker.failure();
    expect(breaker.isOpen).toBe(false);
    advance(2000);
    breaker.failure();
    expect(breaker.isOpen).toBe(true);
    expect(breaker.allow()).toBe(false);
  });

  it('lets one probe through when the open period ends, and doubles the period when it fails', () => {
    const { breaker, advance } = clocked({ minFailingMs: 0 });
    for (let i = 0; i < 3; i += 1) breaker.failure();
    advance(999);
    expect(breaker.allow()).toBe(false);
    advance(1);
    expect(breaker.allow()).toBe(true);
    expect(breaker.allow()).toBe(false);
    breaker.failure();
    advance(1999);
    expect(breaker.allow()).toBe(false);
    expect(breaker.msUntilProbe()).toBe(1);
    advance(1);
    expect(breaker.allow()).toBe(true);
    breaker.failure();
    advance(4000);
    expect(breaker.allow()).toBe(true);
    breaker.failure();
    // Capped at maxOpenMs.
    expect(breaker.msUntilProbe()).toBe(4000);
  });

  it('closes on a successful probe and starts over from the short period', () => {
    const { breaker, advance } = clocked({ minFailingMs: 0 });
    for (let i = 0; i < 3; i += 1) breaker.failure();
    advance(1000);
    breaker.allow();
    breaker.failure();
    advance(2000);
    expect(breaker.allow()).toBe(true);
    breaker.success();
    expect(breaker.isOpen).toBe(false);
    expect(breaker.allow()).toBe(true);
    for (let i = 0; i < 3; i += 1) breaker.failure();
    expect(breaker.msUntilProbe()).toBe(1000);
  });

  it('ignores failures of calls that were already under way when it opened', () => {
    const { breaker } = clocked({ minFailingMs: 0 });
    for (let i = 0; i < 3; i += 1) breaker.failure();
    breaker.failure();
    breaker.failure();
    expect(breaker.msUntilProbe()).toBe(1000);
  });
});
