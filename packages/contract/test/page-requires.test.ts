import { describe, expect, it } from 'vitest';
import { CATALOGUE_KEYS, isPermission, PAGE_REQUIRES, unmetRequirements } from '../src/index.js';

describe('PAGE_REQUIRES', () => {
  it('names only catalogue pages and known permissions', () => {
    for (const [component, requirements] of Object.entries(PAGE_REQUIRES)) {
      expect(CATALOGUE_KEYS.has(component), component).toBe(true);
      for (const requirement of requirements) {
        expect(requirement.length, component).toBeGreaterThan(0);
        for (const permission of requirement) expect(isPermission(permission), permission).toBe(true);
      }
    }
  });

  it('reports what a role lacks, the narrower need only', () => {
    expect(unmetRequirements('audit/one', [])).toEqual([['review:video']]);
    expect(unmetRequirements('audit/one', ['review:video'])).toEqual([]);
    expect(unmetRequirements('films/option', [])).toEqual([['review:video']]);
    expect(unmetRequirements('films/option', ['review:album'])).toEqual([['review:video']]);
    expect(unmetRequirements('admin/white', ['review:video'])).toEqual([['admin:system']]);
    expect(unmetRequirements('dashboard/index', [])).toEqual([]);
  });
});
