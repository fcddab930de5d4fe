/** The product table's columns on large screens, shared by its header and its rows. */
export const PRODUCT_TABLE_COLUMNS =
  'lg:grid-cols-[1.5rem_4rem_minmax(0,1fr)_7rem_7rem_6.5rem_4.5rem_5.5rem_13rem]';

/** The statistics part of a row (price to buy clicks), as a grid of its own on large screens. */
export const PRODUCT_ROW_FIGURES = 'lg:grid-cols-[7rem_7rem_6.5rem_4.5rem_5.5rem]';
