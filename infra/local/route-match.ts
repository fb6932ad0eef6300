/**
 * Route matching as API Gateway HTTP APIs do it: `{name}` matches one path segment, `{name+}`
 * the rest of the path; when several routes match, the most specific wins (a literal segment
 * beats a parameter, which beats a greedy parameter), so `/api/admin/leads/export` is chosen over
 * `/api/admin/leads/{id}`.
 */

/** The part of a route entry that matching needs. */
export interface MatchableRoute {
  method: string;
  path: string;
}

/** A successful match. */
export interface RouteMatch<R extends MatchableRoute> {
  route: R;
  /** Decoded parameter values by name. */
  pathParameters: Record<string, string>;
  /** `METHOD /path/{param}` */
  routeKey: string;
}

/**
 * Finds the route for a method and raw (undecoded) path.
 *
 * @param routes - the route table
 * @param method - HTTP method, upper case
 * @param rawPath - path without query string
 * @returns the most specific matching route, or undefined (API Gateway then answers 404)
 */
export function matchRoute<R extends MatchableRoute>(
  routes: readonly R[],
  method: string,
  rawPath: string,
): RouteMatch<R> | undefined {
  const segments = rawPath.split('/').slice(1);
  let best: { match: RouteMatch<R>; score: number[] } | undefined;
  for (const route of routes) {
    if (route.method !== method) continue;
    const result = matchPath(route.path, segments);
    if (!result) continue;
    if (!best || compareScores(result.score, best.score) > 0) {
      best = {
        match: { route, pathParameters: result.params, routeKey: `${route.method} ${route.path}` },
        score: result.score,
      };
    }
  }
  return best?.match;
}

function matchPath(
  pattern: string,
  segments: string[],
): { params: Record<string, string>; score: number[] } | undefined {
  const parts = pattern.split('/').slice(1);
  const params: Record<string, string> = {};
  const score: number[] = [];
  for (let index = 0; index < parts.length; index += 1) {
    const part = parts[index] ?? '';
    const greedy = /^\{(\w+)\+\}$/.exec(part);
    if (greedy?.[1]) {
      const rest = segments.slice(index);
      if (rest.length === 0 || rest.every((segment) => segment === '')) return undefined;
      params[greedy[1]] = safeDecode(rest.join('/'));
      score.push(0);
      return { params, score };
    }
    const segment = segments[index];
    if (segment === undefined) return undefined;
    const param = /^\{(\w+)\}$/.exec(part);
    if (param?.[1]) {
      if (segment === '') return undefined;
      params[param[1]] = safeDecode(segment);
      score.push(1);
    } else if (part === segment) {
      score.push(2);
    } else {
      return undefined;
    }
  }
  return segments.length === parts.length ? { params, score } : undefined;
}

function compareScores(a: number[], b: number[]): number {
  for (let index = 0; index < Math.max(a.length, b.length); index += 1) {
    const difference = (a[index] ?? -1) - (b[index] ?? -1);
    if (difference !== 0) return difference;
  }
  return 0;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
