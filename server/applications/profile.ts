// The applicant's full profile for the response-detail screen is the candidate's own profile view.
export { profileView as profileOf } from '../candidate-profile/view.ts';
