import { siteFileResponse } from '../../lib/site-file-set';

export const getConfig = async () => ({ render: 'static' }) as const;
export const GET = () => siteFileResponse('robots');
