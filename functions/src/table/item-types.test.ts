import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { INDEX_PARTITIONS, ITEM_TYPES, LEADING_KEYS } from './item-types';

/** The rows of docs/architecture.md's key table ("Single-table design"), by their item name. */
function keyTableRows(): Map<string, string[]> {
  const doc = readFileSync(fileURLToPath(new URL('../../../docs/architecture.md', import.meta.url)), 'utf8');
  const lines = doc.split('\n');
  const start = lines.findIndex((line) => line.startsWith('| item '));
  const rows = new Map<string, string[]>();
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    rows.set(cells[0] ?? '', cells);
  }
  return rows;
}

const rows = keyTableRows();

describe("docs/architecture.md's key table holds every item type of the description", () => {
  it.each(Object.entries(ITEM_TYPES))('%s', (_name, type) => {
    const row = rows.get(type.row);
    expect(row, `no row "${type.row}"`).toBeDefined();
    const pkId = 'pkId' in type ? type.pkId : '';
    const skId = 'skId' in type ? type.skId : '';
    expect(row?.[1]).toBe(`\`${type.pk}${pkId}\``);
    expect(row?.[2]).toBe(`\`${type.sk}${skId}\``);
  });

  it.each(Object.entries(INDEX_PARTITIONS))(
    'the index partition %s, on the row of its item type',
    (_name, partition) => {
      const row = rows.get(ITEM_TYPES[partition.of].row);
      expect(row?.[3]).toContain(`${partition.index} \`${partition.pk}\` / \`${partition.sk}\``);
    },
  );

  it('and no row of an item type it does not describe', () => {
    expect([...rows.keys()].sort()).toEqual(
      Object.values(ITEM_TYPES)
        .map((type) => type.row)
        .sort(),
    );
  });
});

describe('the description', () => {
  it('gives every partition one LeadingKeys pattern that matches no other partition prefix', () => {
    const patterns = Object.values(LEADING_KEYS);
    expect(new Set(patterns).size).toBe(patterns.length);
    for (const pattern of patterns.filter((p) => p.endsWith('*'))) {
      const prefix = pattern.slice(0, -1);
      const others = patterns.filter((other) => other !== pattern && other.startsWith(prefix));
      expect(others, pattern).toEqual([]);
    }
  });

  it('puts an item type that shares a partition beside a type that owns it', () => {
    for (const [name, type] of Object.entries(ITEM_TYPES)) {
      if (!('sharesPartition' in type)) continue;
      const owner = Object.values(ITEM_TYPES).find((other) => !('sharesPartition' in other) && other.pk === type.pk);
      expect(owner, name).toBeDefined();
    }
  });
});
