// The review actions' schemas, loaded by their forms when first used: the pages that list reviews
// are drawn for visitors and do not load the schema library (decision 0027).
export { hideReviewSchema, replyReviewSchema, reportReviewSchema } from '@carrental/shared';
