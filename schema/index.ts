import { builder } from './builder';
import './errorTypes';
import './users/types';
import './users/queries';
import './auth/mutations';
import './config/queries';
import './notifications';
import './drums/types';
import './drums/queries';
import './drums/mutations';
import './zones';
import './companies/returner';
import './companies/transport';
import './users/admin';
import './excel';

export const schema = builder.toSchema({ sortSchema: true });
