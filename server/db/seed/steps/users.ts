import type { SeedStep } from '../seed-step';
import { addDays, startOfDayUtc } from '../dates';

/** Team members of every demo client; ids are numeric strings, unique across clients. */
export const usersStep: SeedStep = {
  name: 'users',
  run({ sqlite, now, clients, rng }) {
    const insert = sqlite.prepare(`
      insert into users (id, client_id, first_name, last_name, email, role, subrole, status, is_verified, created_at)
      values (@id, @client_id, @first_name, @last_name, @email, @role, @subrole, @status, @is_verified, @created_at)`);
    let id = 7001;
    for (const c of clients) {
      for (const u of c.users) {
        const local = `${u.first_name}.${u.last_name}`
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
          .toLowerCase();
        insert.run({
          id: String(id),
          client_id: c.id,
          first_name: u.first_name,
          last_name: u.last_name,
          email: `${local}@${c.emailDomain}`,
          role: u.role,
          subrole: u.subrole,
          status: u.status,
          is_verified: u.status === 0 ? 0 : 1,
          created_at: addDays(startOfDayUtc(now), -u.joinedDaysAgo + rng.int(8, 17) / 24).toISOString(),
        });
        id += rng.int(1, 4);
      }
    }
  },
};
