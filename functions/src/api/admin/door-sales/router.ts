// Routes of /api/admin/door-sales: the box office (issue #31), mounted behind requireStaff. Selling
// and the register need 'vender_na_porta' (and, per event, the caller's scope: requireAt); the
// registers' list and detail are also open to finance ('ver_relatorios'), who oversees them.
import { Router, type RequestHandler } from 'express';
import { can, FORBIDDEN_FOR_ROLE_MESSAGE } from '@gn/core/roles';
import { allow, caller, callerRole } from '../../../http/auth.ts';
import { ApiError } from '../../../http/errors.ts';
import {
  closeDoorRegister,
  listDoorRegisters,
  moveDoorCash,
  openDoorRegister,
  readDoorRegister,
  readDoorState,
} from './registers.ts';
import { cancelDoorSale, doorSaleReceipt, readDoorSale, sellDoorTickets } from './sales.ts';

const sells = allow('vender_na_porta');
const oversees: RequestHandler = (_req, res, next) => {
  const role = callerRole(caller(res));
  if (!can(role, 'vender_na_porta') && !can(role, 'ver_relatorios')) {
    throw new ApiError('forbidden', FORBIDDEN_FOR_ROLE_MESSAGE);
  }
  next();
};

export const doorSalesRouter = Router();

doorSalesRouter.get('/state', sells, readDoorState);
doorSalesRouter.post('/registers', sells, openDoorRegister);
doorSalesRouter.post('/registers/current/movements', sells, moveDoorCash);
doorSalesRouter.post('/registers/current/close', sells, closeDoorRegister);
doorSalesRouter.get('/registers', oversees, listDoorRegisters);
doorSalesRouter.get('/registers/:id', oversees, readDoorRegister);
doorSalesRouter.post('/sales', sells, sellDoorTickets);
doorSalesRouter.get('/sales/:id', sells, readDoorSale);
doorSalesRouter.post('/sales/:id/cancel', sells, cancelDoorSale);
doorSalesRouter.get('/sales/:id/receipt.pdf', sells, doorSaleReceipt);
