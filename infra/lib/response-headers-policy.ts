import { Duration } from 'aws-cdk-lib';
import {
  HeadersFrameOption,
  HeadersReferrerPolicy,
  type ResponseCustomHeader,
  ResponseHeadersPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';
import { HSTS_MAX_AGE_SECONDS, securityHeaders } from './security-headers';

/**
 * The CloudFront response headers policy carrying exactly the headers of `securityHeaders()`:
 * the ones CloudFront models as security headers go into `securityHeadersBehavior`, the rest
 * (Permissions-Policy, Cross-Origin-Opener-Policy) into custom headers.
 *
 * @param scope - the construct the policy is created in (id `SecurityHeaders`).
 * @param analyticsEnabled - whether the CSP allows the analytics hosts.
 * @throws {Error} when a header value cannot be expressed by CloudFront.
 */
export function buildResponseHeadersPolicy(scope: Construct, analyticsEnabled: boolean): ResponseHeadersPolicy {
  const headers = securityHeaders({ analyticsEnabled });
  const modelled = new Set([
    'Content-Security-Policy',
    'Strict-Transport-Security',
    'X-Content-Type-Options',
    'Referrer-Policy',
    'X-Frame-Options',
  ]);
  const referrer = Object.values(HeadersReferrerPolicy).find((value) => value === headers['Referrer-Policy']);
  const frame = Object.values(HeadersFrameOption).find((value) => value === headers['X-Frame-Options']);
  const csp = headers['Content-Security-Policy'];
  if (
    referrer === undefined ||
    frame === undefined ||
    csp === undefined ||
    headers['X-Content-Type-Options'] !== 'nosniff'
  ) {
    throw new Error('security-headers.ts returned a header value CloudFront cannot express.');
  }
  const customHeaders: ResponseCustomHeader[] = Object.entries(headers)
    .filter(([name]) => !modelled.has(name))
    .map(([header, value]) => ({ header, value, override: true }));

  return new ResponseHeadersPolicy(scope, 'SecurityHeaders', {
    comment: 'Security headers (infra/lib/security-headers.ts)',
    securityHeadersBehavior: {
      contentSecurityPolicy: { contentSecurityPolicy: csp, override: true },
      strictTransportSecurity: {
        accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS),
        includeSubdomains: headers['Strict-Transport-Security']?.includes('includeSubDomains') === true,
        override: true,
      },
      contentTypeOptions: { override: true },
      referrerPolicy: { referrerPolicy: referrer, override: true },
      frameOptions: { frameOption: frame, override: true },
    },
    customHeadersBehavior: { customHeaders },
    removeHeaders: ['Server'],
  });
}
