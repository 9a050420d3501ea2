// The search modal's texts, brought by the modal's own code when a reader opens it, so that no
// page's first load carries them (common/i18n/delivery.ts). The modal reads them with useUiText().
import { dictionaries } from '../../common/i18n/dictionaries';
import { LANGS } from '../../common/languages';
import { provideSearchTexts } from '../i18n/useUiText';

provideSearchTexts(Object.fromEntries(LANGS.map((lang) => [lang, dictionaries[lang].search])) as Parameters<typeof provideSearchTexts>[0]);
