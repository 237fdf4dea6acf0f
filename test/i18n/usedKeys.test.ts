/**
 * Every message key the admin's code names literally has an English text. A key deleted from the catalogue (or
 * mistyped in a view) otherwise showed as the key itself, "app.list.emptyHint", and no check caught it (audit 31-I:
 * deleting one in all four languages passed the type check and every test).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { adminResources } from '@admin/resources/registry';
import { loadMessages } from '@i18n/index';

type Tree = { [key: string]: string | Tree };

const root = path.resolve(__dirname, '../../src/admin');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) ? [file] : [];
  });
}

/** Whole keys in quotes: 'app.x.y' or "ra.action.save"; a template with ${...} in it is not a whole key. */
const KEY = /(['"`])((?:app|ra|resources)\.[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)+)\1/g;

const has = (tree: Tree, key: string) => {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return node !== undefined;
};

describe('the message keys the admin names', () => {
  it('all have an English text', async () => {
    const en = (await loadMessages('en', adminResources)) as unknown as Tree;
    const missing: string[] = [];
    let named = 0;
    for (const file of sourceFiles(root)) {
      for (const [, , key] of readFileSync(file, 'utf8').matchAll(KEY)) {
        named += 1;
        if (!has(en, key)) missing.push(`${path.relative(root, file)}: ${key}`);
      }
    }
    expect(named).toBeGreaterThan(200);
    expect(missing).toEqual([]);
  });
});
