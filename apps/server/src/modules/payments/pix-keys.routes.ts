import {
  ZCreatePixKeyRequest,
  ZData,
  ZPatchPixKeyRequest,
  ZPixKey,
  ZUpdatePixKeyRequest,
} from '@placar/contract';
import { z } from 'zod';
import { currentUser, requireAuth } from '../../platform/auth/plugin';
import type { Platform } from '../../platform/context';
import type { App } from '../../platform/module';
import { moneyMovement } from './guards';
import { createPixKey, listPixKeys, patchPixKey, updatePixKey } from './pix-keys/pix-keys.service';

const PATH = '/api/wallet/BankAccounts/PixBankAccounts';

export async function pixKeyRoutes(app: App, platform: Platform) {
  const tags = ['payments'];
  const security = [{ bearer: [] }];

  app.get(
    PATH,
    {
      preHandler: requireAuth,
      schema: {
        tags,
        security,
        summary: 'The bettor’s Pix keys',
        response: { 200: ZData(z.array(ZPixKey)) },
      },
    },
    async (request) => ({ data: await listPixKeys(platform, currentUser(request).id) }),
  );

  app.post(
    PATH,
    {
      preHandler: moneyMovement,
      schema: {
        tags,
        security,
        summary: 'Add a Pix key (CPF, EMAIL, PHONE or EVP); the DICT must show it in the bettor’s CPF',
        body: ZCreatePixKeyRequest,
        response: { 200: ZData(ZPixKey) },
      },
    },
    async (request) => ({ data: await createPixKey(platform, currentUser(request).id, request.body) }),
  );

  app.put(
    PATH,
    {
      preHandler: moneyMovement,
      schema: {
        tags,
        security,
        summary: 'Replace a Pix key',
        body: ZUpdatePixKeyRequest,
        response: { 200: ZData(ZPixKey) },
      },
    },
    async (request) => ({ data: await updatePixKey(platform, currentUser(request).id, request.body) }),
  );

  app.patch(
    `${PATH}/:id`,
    {
      preHandler: moneyMovement,
      schema: {
        tags,
        security,
        summary: 'Make a Pix key the default, or remove it (isActive false)',
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: ZPatchPixKeyRequest,
        response: { 200: ZData(ZPixKey) },
      },
    },
    async (request) => ({
      data: await patchPixKey(platform, currentUser(request).id, request.params.id, request.body),
    }),
  );
}
