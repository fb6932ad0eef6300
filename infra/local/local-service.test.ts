import { LOCAL_ENDPOINT_VARIABLES } from '@meridian/functions/environment';
import { describe, expect, it } from 'vitest';
import { declaredEndpoints, type LocalService, startServices } from './local-service';
import type { LogFields } from './logger';
import type { LocalStackConfig } from './stack-config';
import { endpointEnvironment } from './stack-environment';
import { LOCAL_SERVICES } from './stack-services';

function configWith(errors: Array<[string, LogFields | undefined]>): LocalStackConfig {
  return {
    startedAt: Date.now(),
    logger: {
      info: () => undefined,
      warn: () => undefined,
      error: (message, fields) => errors.push([message, fields]),
    },
    dataDir: '/nowhere',
    siteDir: '/nowhere/site',
    inboundMailDir: '/nowhere/inbound-mail',
    eventBusDir: '/nowhere/event-bus',
    recurringSchedules: false,
    drainTimeoutMs: 10_000,
    adminEmail: 'owner@meridian.local',
    adminPassword: undefined,
    rendererModule: '/nowhere/renderer.mjs',
    siteUrl: undefined,
  };
}

/** A service that records its start and stop in `events`, and fails either when told to. */
function recorded(
  name: string,
  events: string[],
  fail: { start?: boolean; stop?: boolean } = {},
): LocalService<{ name: string; port: number }> {
  return {
    name,
    start: async (port) => {
      await Promise.resolve();
      if (fail.start) throw new Error(`${name} did not start`);
      events.push(`start ${name} ${port}`);
      return { name, port };
    },
    stop: async (handle) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      events.push(`stop ${handle.name}`);
      if (fail.stop) throw new Error(`${name} did not stop`);
    },
  };
}

describe('local services', () => {
  it('start in order, give their handles by key, and stop in reverse', async () => {
    const events: string[] = [];
    const services = { first: recorded('first', events), second: recorded('second', events) };
    const running = await startServices(services, { first: 1, second: 2 }, configWith([]));
    expect(running.handles.second).toEqual({ name: 'second', port: 2 });
    await running.stop();
    await running.stop();
    expect(events).toEqual(['start first 1', 'start second 2', 'stop second', 'stop first']);
  });

  it('wait for every service to stop when one fails, then report the failures together', async () => {
    const events: string[] = [];
    const services = {
      first: recorded('first', events),
      second: recorded('second', events, { stop: true }),
      third: recorded('third', events),
    };
    const running = await startServices(services, { first: 1, second: 2, third: 3 }, configWith([]));
    const failure = await running.stop().then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(events.slice(3)).toEqual(['stop third', 'stop second', 'stop first']);
    expect(failure).toBeInstanceOf(AggregateError);
    expect((failure as AggregateError).errors.map(String)).toEqual(['Error: second did not stop']);
  });

  it('stop the services already started when one fails to start, and throw its error', async () => {
    const events: string[] = [];
    const errors: Array<[string, LogFields | undefined]> = [];
    const services = {
      first: recorded('first', events, { stop: true }),
      second: recorded('second', events),
      third: recorded('third', events, { start: true }),
    };
    await expect(startServices(services, { first: 1, second: 2, third: 3 }, configWith(errors))).rejects.toThrow(
      'third did not start',
    );
    expect(events).toEqual(['start first 1', 'start second 2', 'stop second', 'stop first']);
    expect(errors.map(([message]) => message)).toEqual(['Stopping after a failed start failed']);
  });

  it('of npm start point every endpoint variable of the functions at a service', () => {
    const ports = {
      dynamodb: 8000,
      ses: 8005,
      oneTimeScheduler: 9001,
      siteBucket: 9002,
      runner: 3000,
      replySmtp: 2525,
    };
    const endpoints = endpointEnvironment(declaredEndpoints(LOCAL_SERVICES, ports));
    expect(Object.keys(endpoints).sort()).toEqual([...LOCAL_ENDPOINT_VARIABLES].sort());
    expect(endpoints).toMatchObject({
      DYNAMODB_ENDPOINT: 'http://127.0.0.1:8000',
      EVENTBRIDGE_ENDPOINT: 'http://127.0.0.1:3000/__local/eventbridge',
      SES_ENDPOINT: 'http://127.0.0.1:8005',
    });
    expect(() => endpointEnvironment([{ DYNAMODB_ENDPOINT: 'http://127.0.0.1:8000' }])).toThrow(/SES_ENDPOINT/);
  });
});
