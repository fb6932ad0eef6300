import { Duration, Stack } from 'aws-cdk-lib';
import { Metric } from 'aws-cdk-lib/aws-cloudwatch';
import {
  CloudWatchDimensionSource,
  ConfigurationSet,
  ConfigurationSetTlsPolicy,
  EmailIdentity,
  EmailSendingEvent,
  EventDestination,
  Identity,
  SuppressionReasons,
} from 'aws-cdk-lib/aws-ses';
import { EventBus } from 'aws-cdk-lib/aws-events';
import { Construct } from 'constructs';

/** Props of {@link Email}. */
export interface EmailProps {
  /** Sender address of notification emails (context `senderEmail`). */
  senderEmail: string;
}

/** CloudWatch dimension under which SES publishes the configuration set's bounce and complaint counts. */
const DIMENSION = 'ses:configuration-set';

/**
 * SES for lead notifications and visitor emails: the sender's email identity (SES sends a
 * verification link to the address on deploy) and a configuration set that requires TLS, uses the
 * account suppression list for bounces and complaints, records bounce and complaint counts as
 * CloudWatch metrics (the monitoring construct alarms on them) and sends the bounce and complaint
 * events to the default EventBridge bus (the project's own suppression of visitor emails).
 */
export class Email extends Construct {
  readonly identity: EmailIdentity;
  readonly configurationSet: ConfigurationSet;
  /** ARN of the sender identity: the only identity functions may send from. */
  readonly senderIdentityArn: string;
  /** ARN of the configuration set (sending with it is authorised on this ARN too). */
  readonly configurationSetArn: string;

  constructor(scope: Construct, id: string, props: EmailProps) {
    super(scope, id);
    this.identity = new EmailIdentity(this, 'Sender', { identity: Identity.email(props.senderEmail) });
    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet', {
      tlsPolicy: ConfigurationSetTlsPolicy.REQUIRE,
      reputationMetrics: true,
      suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
    });
    this.configurationSet.addEventDestination('BouncesAndComplaints', {
      events: [EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT],
      destination: EventDestination.cloudWatchDimensions([
        { name: DIMENSION, source: CloudWatchDimensionSource.MESSAGE_TAG, defaultValue: 'none' },
      ]),
    });
    // Bounces and complaints also go to the account's default bus, where the rule
    // EmailFeedbackToSuppression suppresses the address for visitor emails (docs/product/security.md#emails).
    this.configurationSet.addEventDestination('FeedbackToEventBridge', {
      events: [EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT],
      destination: EventDestination.eventBus(EventBus.fromEventBusName(this, 'DefaultBus', 'default')),
    });
    this.senderIdentityArn = this.identity.emailIdentityArn;
    this.configurationSetArn = Stack.of(this).formatArn({
      service: 'ses',
      resource: 'configuration-set',
      resourceName: this.configurationSet.configurationSetName,
    });
  }

  /**
   * A count metric of one SES sending event published by the configuration set.
   *
   * @param event - `Bounce` or `Complaint`
   * @returns the 5-minute sum for this configuration set
   */
  metric(event: 'Bounce' | 'Complaint'): Metric {
    return new Metric({
      namespace: 'AWS/SES',
      metricName: event,
      dimensionsMap: { [DIMENSION]: this.configurationSet.configurationSetName },
      statistic: 'Sum',
      period: Duration.minutes(5),
    });
  }
}
