import { describe, expect, it } from 'vitest';
import { RESEND_MESSAGES, resendAnswer } from './ticket-resend.ts';

describe('resendAnswer', () => {
  it('names the address once the tickets went out', () => {
    expect(resendAnswer('ana@x.com')).toEqual({ sentTo: 'ana@x.com' });
  });

  it('says the tickets are queued, in pt-BR, when the sender has not answered yet', () => {
    expect(resendAnswer(null)).toEqual({ sentTo: null, queued: true, message: RESEND_MESSAGES.queued });
  });
});
