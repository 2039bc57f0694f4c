// A valid CPF of its own for each test buyer: checkout caps the unpaid tickets one CPF holds per
// event, so buyers that shared one CPF would count against each other.
import { cpfFromBase } from '@gn/core/cpf';
import { randomInt } from 'node:crypto';

export function randomCpf(): string {
  return cpfFromBase(String(randomInt(1, 999_999_999)).padStart(9, '0'));
}
