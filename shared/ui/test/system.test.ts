// @vitest-environment node
import { chakraRecipeKeysInRepo } from '@atalho/build';
import { defaultSystem } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { system } from '../src/theme/system';

const recipeKeys = (config: typeof system._config) =>
  [...Object.keys(config.theme?.recipes ?? {}), ...Object.keys(config.theme?.slotRecipes ?? {})].sort();

describe('the Chakra system', () => {
  it('has the default recipe of every Chakra component the repository uses, and no other', () => {
    const used = chakraRecipeKeysInRepo().filter((key) => defaultSystem.hasRecipe(key));
    expect(used).toEqual(expect.arrayContaining(['button', 'dialog', 'field', 'input']));
    expect(recipeKeys(system._config)).toEqual(used);
  });

  it('keeps the default tokens and adds the brand palette', () => {
    expect(system.token('colors.gray.500')).toBe(defaultSystem.token('colors.gray.500'));
    expect(system.token('spacing.4')).toBe(defaultSystem.token('spacing.4'));
    expect(system.token('colors.brand.600')).toBeTruthy();
    expect(system.breakpoints.keys()).toEqual(defaultSystem.breakpoints.keys());
  });
});
