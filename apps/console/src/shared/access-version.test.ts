import { beforeEach, describe, expect, it } from 'vitest';
import { accessChanged, accessVersionStore, noteAccessVersion, resetAccessVersion } from './access-version';

describe('access version', () => {
  beforeEach(resetAccessVersion);

  it('takes the first value after a route load as the baseline and flags a different one', () => {
    noteAccessVersion('7.3.0');
    noteAccessVersion('7.3.0');
    expect(accessChanged(accessVersionStore.get())).toBe(false);
    noteAccessVersion(null);
    expect(accessChanged(accessVersionStore.get())).toBe(false);
    noteAccessVersion('7.4.0');
    expect(accessChanged(accessVersionStore.get())).toBe(true);
    resetAccessVersion();
    noteAccessVersion('7.4.0');
    expect(accessChanged(accessVersionStore.get())).toBe(false);
  });
});
