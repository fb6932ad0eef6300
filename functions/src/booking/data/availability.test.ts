import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { type AvailabilitySettings, DEFAULT_AVAILABILITY } from '@meridian/shared/booking/booking';
import { describe, expect, it } from 'vitest';
import { documentDbClient } from '../../lib/clients';
import { availabilityKey } from '../../table/keys';
import { useTestTable } from '../../testing/table';
import { getAvailability, LEGACY_AVAILABILITY_KEY, saveAvailability } from './bookings';

const tableName = useTestTable();

const withSlot = (slotMinutes: number): AvailabilitySettings => ({ ...DEFAULT_AVAILABILITY, slotMinutes });

describe('the availability item and its fallback (docs/decisions/034-item-types-described-once.md)', () => {
  it('reads the older setting item while the availability item does not exist', async () => {
    await documentDbClient().send(
      new PutCommand({
        TableName: tableName,
        Item: { ...LEGACY_AVAILABILITY_KEY, entity: 'setting', settings: withSlot(45), updatedAt: 'x' },
      }),
    );
    expect(await getAvailability()).toEqual(withSlot(45));
  });

  it('saves only the availability item, which then wins over the older setting', async () => {
    await saveAvailability(withSlot(60), '2026-01-01T00:00:00.000Z');
    expect(await getAvailability()).toEqual(withSlot(60));
    const { Item: saved } = await documentDbClient().send(
      new GetCommand({ TableName: tableName, Key: availabilityKey() }),
    );
    expect(saved).toMatchObject({ entity: 'availability', settings: withSlot(60) });
    const { Item: legacy } = await documentDbClient().send(
      new GetCommand({ TableName: tableName, Key: LEGACY_AVAILABILITY_KEY }),
    );
    expect(legacy?.settings).toEqual(withSlot(45));
  });
});
