// The success envelope every JSON call answers with.
export type Envelope<T> = { code: 'SUCCESS'; message: string; data: T };

export function ok<T>(data: T, message = 'Success'): Envelope<T> {
  return { code: 'SUCCESS', message, data };
}

export type Page<T> = {
  items: T[];
  pagination: { page: number; limit: number; total: number; totalPages: number };
};

export function page<T>(items: T[], total: number, pageNo: number, limit: number): Page<T> {
  return { items, pagination: { page: pageNo, limit, total, totalPages: total === 0 ? 0 : Math.ceil(total / limit) } };
}
