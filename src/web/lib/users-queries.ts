import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client';

export const userKeys = { all: ['users'] as const };
export const usersQuery = queryOptions({ queryKey: userKeys.all, queryFn: api.users });
