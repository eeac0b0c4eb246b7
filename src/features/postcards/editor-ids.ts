/** The ids of the postcards page's elements that focus moves to (a row's cell, the PDF link, the receipt). */
import type { RecipientField } from './recipients';

export const PDF_INPUT_ID = 'postcards-pdf-url';
export const ADD_BUTTON_ID = 'postcards-add-recipient';
export const REVIEW_BUTTON_ID = 'postcards-review';
export const CLEAR_BUTTON_ID = 'postcards-clear';
export const RECEIPT_HEADING_ID = 'postcards-receipt-heading';

/** The id of a row's input (`field`) or of its remove button. */
export const cellId = (rowId: string, field: RecipientField | 'remove') => `postcard-${rowId}-${field}`;
