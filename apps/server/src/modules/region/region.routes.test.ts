import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/platform';
import { createAccountTestApp } from '../account/test-support';

describe('region check and geography', () => {
  let sut: TestApp;
  beforeAll(async () => {
    sut = await createAccountTestApp();
  });
  afterAll(() => sut.close());

  const check = (ip: string, path = 'ValidateV2') =>
    sut.app.inject({ url: `/api/RegionCheck/${path}`, headers: { 'x-forwarded-for': ip } });

  it('allows a Brazilian address and says where it is', async () => {
    const res = await check('177.72.0.1');
    expect(res.json().data).toEqual({
      isoCountry: 'BR',
      region: 'Pernambuco',
      city: 'Recife',
      isAllowed: true,
    });
    expect((await check('177.72.0.1', 'Validate')).json()).toEqual({ data: true });
  });

  it('refuses a foreign address', async () => {
    const res = await check('81.2.69.142');
    expect(res.json().data).toMatchObject({ isoCountry: 'GB', isAllowed: false });
    expect((await check('8.8.8.8', 'Validate')).json()).toEqual({ data: false });
  });

  it('lets local addresses through outside production only', async () => {
    expect((await check('127.0.0.1')).json().data.isAllowed).toBe(true);
    const strict = await createAccountTestApp({ REGION_ALLOW_LOCAL: 'false' });
    const res = await strict.app.inject({
      url: '/api/RegionCheck/Validate',
      headers: { 'x-forwarded-for': '10.0.0.5' },
    });
    await strict.close();
    expect(res.json()).toEqual({ data: false });
  });

  it('follows a configured allow-list', async () => {
    const other = await createAccountTestApp({ REGION_ALLOWED_COUNTRIES: 'BR,GB' });
    const res = await other.app.inject({
      url: '/api/RegionCheck/Validate',
      headers: { 'x-forwarded-for': '81.2.69.142' },
    });
    await other.close();
    expect(res.json()).toEqual({ data: true });
  });

  it('ignores X-Forwarded-For unless the proxy is trusted', async () => {
    const direct = await createAccountTestApp({ TRUST_PROXY: 'false' });
    const res = await direct.app.inject({
      url: '/api/RegionCheck/ValidateV2',
      headers: { 'x-forwarded-for': '8.8.8.8' },
    });
    await direct.close();
    expect(res.json().data.isoCountry).toBeNull();
  });

  it('lists the 27 states and the real municipalities of a state', async () => {
    const states = (await sut.app.inject({ url: '/api/Geography/States' })).json().data;
    expect(states).toHaveLength(27);
    expect(states).toContainEqual({ code: 'SP', name: 'São Paulo', region: 'Sudeste' });
    const cities = (await sut.app.inject({ url: '/api/Geography/Cities?state=sp' })).json().data;
    expect(cities).toHaveLength(645);
    expect(cities).toContainEqual(
      expect.objectContaining({ name: 'Campinas', state: 'SP', code: '3509502' }),
    );
    const regions = (await sut.app.inject({ url: '/api/Geography/Regions?state=PE&city=recife' })).json()
      .data;
    expect(regions).toEqual([{ code: 'NE', name: 'Nordeste', state: 'PE', city: 'Recife' }]);
  });

  it('answers 4xx naming the field for a bad state or city', async () => {
    const missing = await sut.app.inject({ url: '/api/Geography/Cities' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toContain("'estado'");
    const unknown = await sut.app.inject({ url: '/api/Geography/Cities?state=XX' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toContain("Campo 'estado'");
    const city = await sut.app.inject({ url: '/api/Geography/Regions?state=SP&city=Atlantida' });
    expect(city.statusCode).toBe(404);
    expect(city.json().error.message).toContain("Campo 'cidade'");
  });

  it('lists nations in Portuguese with Brazil first', async () => {
    const nations = (await sut.app.inject({ url: '/api/Geography/Nations' })).json().data;
    expect(nations[0]).toEqual({ code: 'BR', name: 'Brasil' });
    expect(nations).toContainEqual({ code: 'DE', name: 'Alemanha' });
    expect(nations.some((n: { code: string }) => n.code === 'SU' || n.code === 'EU')).toBe(false);
  });
});
