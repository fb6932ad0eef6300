import {
  CreateScheduleCommand,
  DeleteScheduleCommand,
  SchedulerClient,
  UpdateScheduleCommand,
} from '@aws-sdk/client-scheduler';
import { type AwsClientStub, mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach } from 'vitest';

/**
 * Mocks EventBridge Scheduler in the calling test file (aws-sdk-client-mock): before each test the
 * mock is reset, and creating, updating and deleting a schedule succeed as the service answers;
 * after the file it is restored. Call it at the top of the file.
 * @returns the mock, to read the commands sent or to make one fail (`scheduler.on(…).rejects(…)`)
 */
export function mockSchedulerForEachTest(): AwsClientStub<SchedulerClient> {
  const scheduler = mockClient(SchedulerClient);
  afterAll(() => scheduler.restore());
  beforeEach(() => {
    scheduler.reset();
    scheduler.on(CreateScheduleCommand).resolves({ ScheduleArn: 'arn:schedule' });
    scheduler.on(UpdateScheduleCommand).resolves({ ScheduleArn: 'arn:schedule' });
    scheduler.on(DeleteScheduleCommand).resolves({});
  });
  return scheduler;
}
