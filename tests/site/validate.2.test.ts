import { describeValidation } from './validateShard';

describeValidation(1);
