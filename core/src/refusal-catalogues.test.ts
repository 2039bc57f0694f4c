// The domains' refusal catalogues: the codes are a wire contract (site, admin and tests switch on
// them), and each refusal's message is the domain's pt-BR text, character for character.
import { describe, expect, it } from 'vitest';
import { ACCOUNT_DELETED_CODE, DELETION_ERRORS, DELETION_MESSAGES } from './account-deletion.ts';
import { CANCELLATION_ERRORS, CANCELLATION_FIGURE_CODES, CANCELLATION_MESSAGES } from './cancellation.ts';
import { CHECKIN_ERRORS, CHECKIN_MESSAGES, CHECKIN_REFUSED_CODE } from './checkin.ts';
import { CHECKIN_LIST_ERRORS, CHECKIN_LIST_MESSAGES } from './schemas/checkin.ts';
import { CHECKOUT_FIGURE_CODES } from './checkout-rules.ts';
import { COUPON_ERRORS, COUPON_MESSAGES, COUPON_REFUSED_CODE } from './coupons.ts';
import { EMAIL_VERIFICATION_CODES } from './email-verification.ts';
import { TRANSFER_ERRORS, TRANSFER_MESSAGES, TRANSFER_REFUSED_CODE } from './ticket-transfer.ts';
import { QUEUE_ADMISSION_CODE, QUEUE_ERRORS, QUEUE_MESSAGES } from './virtual-queue.ts';
import { WAITLIST_ERRORS, WAITLIST_FIGURE_CODES, WAITLIST_MESSAGES } from './waitlist.ts';

type Catalogue = Record<string, { code: string; message: string }>;

const codesOf = (catalogue: Catalogue) =>
  Object.fromEntries(Object.entries(catalogue).map(([key, { code }]) => [key, code]));

/** Each entry's message is the domain's message of the same key. */
function expectMessagesFrom(catalogue: Catalogue, messages: Record<string, unknown>) {
  for (const [key, { message }] of Object.entries(catalogue)) expect(message).toBe(messages[key]);
}

describe('refusal catalogues', () => {
  it('virtual queue', () => {
    expect(codesOf(QUEUE_ERRORS)).toEqual({
      admissionRequired: 'queue_admission_required',
      admissionUsed: 'queue_admission_required',
      notActive: 'queue_not_active',
      closed: 'queue_closed',
    });
    expect(QUEUE_ADMISSION_CODE).toBe('queue_admission_required');
    expectMessagesFrom(QUEUE_ERRORS, QUEUE_MESSAGES);
  });

  it('waiting list', () => {
    expect(codesOf(WAITLIST_ERRORS)).toEqual({
      notSoldOut: 'waitlist_not_sold_out',
      alreadyIn: 'waitlist_already_in',
      paused: 'waitlist_paused',
      closed: 'waitlist_closed',
      notFound: 'waitlist_not_found',
      reservedForList: 'waitlist_reserved',
    });
    expect(WAITLIST_FIGURE_CODES).toEqual({
      quantity: 'waitlist_quantity',
      offerTooSmall: 'waitlist_offer_too_small',
    });
    expectMessagesFrom(WAITLIST_ERRORS, WAITLIST_MESSAGES);
  });

  it('cancellation', () => {
    expect(codesOf(CANCELLATION_ERRORS)).toEqual({
      notPaid: 'not_paid',
      alreadyCancelled: 'already_cancelled',
      ticketUsed: 'ticket_used',
      ticketTransferred: 'ticket_transferred',
    });
    expect(CANCELLATION_FIGURE_CODES).toEqual({
      eventWindow: 'event_window',
      purchaseWindow: 'purchase_window',
    });
    expectMessagesFrom(CANCELLATION_ERRORS, CANCELLATION_MESSAGES);
  });

  it('account deletion', () => {
    expect(codesOf(DELETION_ERRORS)).toEqual({
      recentSignIn: 'recent_sign_in_required',
      admin: 'admin_account',
      blocked: 'has_future_tickets',
      deleting: 'account_deleted',
    });
    expect(ACCOUNT_DELETED_CODE).toBe('account_deleted');
    expectMessagesFrom(DELETION_ERRORS, DELETION_MESSAGES);
  });

  it('ticket transfer', () => {
    expect(codesOf(TRANSFER_ERRORS)).toEqual({
      notFound: 'not_found',
      toYourself: 'conflict',
      unverifiedSender: EMAIL_VERIFICATION_CODES.notVerified,
      tooMany: 'too_many_requests',
    });
    expect(TRANSFER_REFUSED_CODE).toBe('conflict');
    expectMessagesFrom(TRANSFER_ERRORS, TRANSFER_MESSAGES);
    expect(TRANSFER_MESSAGES.tooMany).toBe(
      'Muitas transferências em pouco tempo. Tente novamente mais tarde.',
    );
  });

  it('coupons', () => {
    expect(codesOf(COUPON_ERRORS)).toEqual({ tooManyChecks: 'too_many_requests' });
    expect(COUPON_REFUSED_CODE).toBe(CHECKOUT_FIGURE_CODES.couponRefused);
    expectMessagesFrom(COUPON_ERRORS, COUPON_MESSAGES);
  });

  it('check-in', () => {
    expect(codesOf(CHECKIN_ERRORS)).toEqual({
      forged: 'conflict',
      notFound: 'not_found',
      busy: 'conflict',
      transferred: 'conflict',
    });
    expect(CHECKIN_REFUSED_CODE).toBe('conflict');
    expectMessagesFrom(CHECKIN_ERRORS, CHECKIN_MESSAGES);
    expect(codesOf(CHECKIN_LIST_ERRORS)).toEqual({ notFound: 'not_found', eventNotFound: 'not_found' });
    expectMessagesFrom(CHECKIN_LIST_ERRORS, CHECKIN_LIST_MESSAGES);
  });
});
