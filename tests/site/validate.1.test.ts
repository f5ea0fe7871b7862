import { describeValidation } from './validateShard';

describeValidation(0);
