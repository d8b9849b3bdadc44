import { dateIn } from '../../../contract/forms';
import { browserTimeZone } from '../../api/client';

/** Today where the visitor is (the zone the API is told in X-Timezone): the first day a form's date may be. */
export const todayHere = () => dateIn(browserTimeZone(), new Date());
