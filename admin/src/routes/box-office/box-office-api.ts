// The box office's calls (/api/admin/door-sales): the operator's state, the register's actions,
// a sale and its follow-up (the PIX screen polls it), the receipt's PDF.
import type {
  CashMoveRequest,
  CloseRegisterRequest,
  DoorSaleAnswer,
  DoorSaleRequestInput,
  DoorStateAnswer,
  OpenRegisterRequest,
  RegisterDetailAnswer,
  RegistersAnswer,
  RegisterView,
} from '@gn/core/schemas/door-sale';
import { api, downloadApiFile } from '../../lib/api';

const BASE = '/api/admin/door-sales';

export const loadDoorState = () => api<DoorStateAnswer>(`${BASE}/state`, { timeoutMs: 20_000 });

export const openRegister = (json: OpenRegisterRequest) =>
  api<{ caixa: RegisterView }>(`${BASE}/registers`, { method: 'POST', json });

export const moveCash = (json: CashMoveRequest) =>
  api<{ caixa: RegisterView }>(`${BASE}/registers/current/movements`, { method: 'POST', json });

export const closeRegister = (json: CloseRegisterRequest) =>
  api<{ caixa: RegisterView }>(`${BASE}/registers/current/close`, { method: 'POST', json });

export const loadRegisters = () => api<RegistersAnswer>(`${BASE}/registers`);

export const loadRegister = (id: string) =>
  api<RegisterDetailAnswer>(`${BASE}/registers/${encodeURIComponent(id)}`);

export const sell = (json: DoorSaleRequestInput) =>
  api<DoorSaleAnswer>(`${BASE}/sales`, { method: 'POST', json, timeoutMs: 30_000 });

export const loadSale = (orderId: string) =>
  api<DoorSaleAnswer>(`${BASE}/sales/${encodeURIComponent(orderId)}`, { timeoutMs: 15_000 });

export const cancelSale = (orderId: string) =>
  api<DoorSaleAnswer>(`${BASE}/sales/${encodeURIComponent(orderId)}/cancel`, { method: 'POST' });

export const downloadReceipt = (orderId: string) =>
  downloadApiFile(`${BASE}/sales/${encodeURIComponent(orderId)}/receipt.pdf`, `bilheteria-${orderId}.pdf`);
