/** Stub until the demo helper delivers the deterministic demo data (it checks emptiness itself). */
import type { AppContext } from '../context';

export async function seedDemoData(ctx: AppContext): Promise<void> {
  void ctx;
}
