// The Users tab's search, role filter and order, for GraphQL `users` and GET /api/users.
import { en } from '../domain/i18n/en';
import { z } from 'zod';
import { SEARCH_LIMITS } from './pickupListFilter';
import { ROLES, type Role } from './statuses';

export const USER_LIST_ORDERS = ['CREATED_AT_DESC', 'CREATED_AT_ASC', 'NAME_ASC', 'NAME_DESC', 'EMAIL_ASC'] as const;
export type UserListOrder = (typeof USER_LIST_ORDERS)[number];

export const USER_LIST_MESSAGES = en.errors.userList;

export const UserListFilterSchema = z.object({
  search: z
    .string()
    .max(SEARCH_LIMITS.length, USER_LIST_MESSAGES.search)
    .transform((text) => text.trim())
    .optional(),
  role: z.enum(ROLES, { error: USER_LIST_MESSAGES.role }).optional(),
});

export type UserListFilter = { search?: string; role?: Role };
