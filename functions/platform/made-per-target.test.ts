import { describe, expect, it } from 'vitest';
import { madePerTarget } from './made-per-target';

describe('madePerTarget', () => {
  it('makes one value per target and a new one when the target changes', () => {
    let target = 'http://127.0.0.1:8000';
    let made = 0;
    const client = madePerTarget(
      () => target,
      () => ({ endpoint: target, serial: ++made }),
    );
    const first = client();
    expect(client()).toBe(first);
    target = 'http://127.0.0.1:9000';
    const second = client();
    expect(second).toEqual({ endpoint: 'http://127.0.0.1:9000', serial: 2 });
    expect(client()).toBe(second);
  });
});
